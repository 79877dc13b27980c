import { Button } from '@mantine/core';
import type { TestButtonVariant } from '@portal/shared';
import { useAssessmentTranslation } from '../use-assessment-translation';
import classes from './status-button.module.css';

/**
 * The test's main button exactly as the server's `button` says (SPEC §4): enabled only for
 * the main variant (start, continue, retake); every other status is a disabled, coloured label.
 */
export function StatusButton(props: {
  button: { variant: TestButtonVariant; disabled: boolean; label: string };
  loading?: boolean;
  onClick: () => void;
}) {
  const { t } = useAssessmentTranslation();
  const { variant, disabled, label } = props.button;
  return (
    <Button
      size="md"
      className={classes.button}
      data-variant-status={variant}
      disabled={disabled}
      loading={props.loading}
      onClick={props.onClick}
      w={{ base: '100%', xs: 'auto' }}
      miw={200}
    >
      {t(label, { defaultValue: t('not_available') })}
    </Button>
  );
}
