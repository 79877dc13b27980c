import type { ComponentPropsWithRef } from 'react';
import { ActionIcon } from '@mantine/core';
import { MoreIcon } from '@/components/icons';

/** The quiet "more options" button of the enrol panel (a menu's target, or its stand-in). */
export function MoreButton({
  label,
  ...rest
}: { label: string } & Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'>) {
  return (
    <ActionIcon variant="default" size="lg" radius="md" aria-label={label} {...rest}>
      <MoreIcon size={18} />
    </ActionIcon>
  );
}
