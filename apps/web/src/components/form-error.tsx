import { Alert } from '@mantine/core';

/** A form-level error message, announced to screen readers. */
export function FormError(props: { message: string | null | undefined }) {
  if (!props.message) return null;
  return (
    <Alert color="red" variant="outline" role="alert" p="sm">
      {props.message}
    </Alert>
  );
}
