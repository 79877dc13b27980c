import { List, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { checkConditions, type ConditionSet } from '@portal/shared';
import { CheckIcon, CrossIcon } from './icons';

/** Lists every enabled password condition live, marking the ones the value still fails. */
export function PasswordRules(props: { value: string; conditions: ConditionSet; id?: string }) {
  const { t } = useTranslation();
  const result = checkConditions(props.value, props.conditions);
  if (result.required.length === 0) return null;
  return (
    <div id={props.id} aria-live="polite">
      <Text size="sm" fw={600} mb={4}>
        {t('password_rules_title')}
      </Text>
      <List spacing={4} size="sm" center>
        {result.required.map((kind) => {
          const failed = result.failed.includes(kind);
          return (
            <List.Item
              key={kind}
              data-kind={kind}
              data-failed={failed || undefined}
              c={failed ? 'gray.8' : 'teal.9'}
              icon={
                <ThemeIcon size={18} radius="xl" color={failed ? 'gray.6' : 'teal.8'} aria-hidden>
                  {failed ? <CrossIcon size={12} /> : <CheckIcon size={12} />}
                </ThemeIcon>
              }
            >
              {t(`password_needs_${kind}`, { count: result.minLength ?? 0 })}
              <span className="visually-hidden">
                {' '}
                ({failed ? t('condition_not_met') : t('condition_met')})
              </span>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
