import type { ReactNode } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DESCRIPTION_LIMIT, QUESTION_LIMITS, TEXT_LIMIT } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { translateKey } from '@/i18n/messages';
import { authoringMessages } from './authoring-messages';
import { moveItem, type FieldErrors } from './form-errors';
import { newItem, type ItemValues } from './test-form-state';

/** The translated message of the error at a path, if any. */
export function useErrorAt(errors: FieldErrors) {
  const { t } = useFeatureTranslation(authoringMessages);
  return (path: string) => (errors[path] ? translateKey(t, errors[path]) : undefined);
}

/**
 * A text in English and Thai side by side (stacked on a phone). `path` is the field path
 * without the `_en`/`_th` suffix, so the server's errors land on the right input.
 */
export function BilingualText(props: {
  path: string;
  label: string;
  en: string;
  th: string;
  errors: FieldErrors;
  onChange: (next: { en: string; th: string }) => void;
  required?: boolean;
  /** Thai may be left blank: the learner then sees the English text. */
  thRequired?: boolean;
  long?: boolean;
  max?: number;
}) {
  const { t } = useFeatureTranslation(authoringMessages);
  const errorAt = useErrorAt(props.errors);
  const max = props.max ?? (props.long ? DESCRIPTION_LIMIT : TEXT_LIMIT);
  const Input = props.long ? Textarea : TextInput;
  const extra = props.long ? { autosize: true, minRows: 2 } : {};
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Input
        label={t('authoring_in_en', { label: props.label })}
        name={`${props.path}_en`}
        value={props.en}
        required={props.required}
        maxLength={max}
        error={errorAt(`${props.path}_en`)}
        onChange={(event) => props.onChange({ en: event.currentTarget.value, th: props.th })}
        {...extra}
      />
      <Input
        label={t('authoring_in_th', { label: props.label })}
        name={`${props.path}_th`}
        value={props.th}
        lang="th"
        required={props.thRequired}
        maxLength={max}
        error={errorAt(`${props.path}_th`)}
        onChange={(event) => props.onChange({ en: props.en, th: event.currentTarget.value })}
        {...extra}
      />
    </SimpleGrid>
  );
}

/** Up, down and remove buttons of one row; `name` says which row to screen readers. */
export function RowTools(props: {
  name: string;
  index: number;
  count: number;
  onMove: (direction: -1 | 1) => void;
  onRemove?: () => void;
  disabled?: boolean;
}) {
  const { t } = useFeatureTranslation(authoringMessages);
  const { index, count, disabled } = props;
  return (
    <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
      <ActionIcon
        variant="default"
        disabled={disabled || index === 0}
        aria-label={t('authoring_move_up', { name: props.name })}
        onClick={() => props.onMove(-1)}
      >
        ↑
      </ActionIcon>
      <ActionIcon
        variant="default"
        disabled={disabled || index === count - 1}
        aria-label={t('authoring_move_down', { name: props.name })}
        onClick={() => props.onMove(1)}
      >
        ↓
      </ActionIcon>
      {props.onRemove && (
        <ActionIcon
          variant="default"
          color="red.9"
          disabled={disabled}
          aria-label={t('authoring_remove', { name: props.name })}
          onClick={props.onRemove}
        >
          ✕
        </ActionIcon>
      )}
    </Group>
  );
}

/** An error about a whole list (too few choices, no correct one), announced. */
export function ListError(props: { message: string | undefined }) {
  if (!props.message) return null;
  return (
    <Text c="red.8" size="sm" role="alert">
      {props.message}
    </Text>
  );
}

/**
 * Choices of a question, each in English and Thai, in order: add, move, remove (never below the
 * minimum). `marker` puts a control beside each (the test's "correct" box).
 */
export function ItemListEditor<T extends ItemValues>(props: {
  items: T[];
  /** Where the API reports the list's errors, e.g. `sections.0.questions.1.key.choices`. */
  path: string;
  errors: FieldErrors;
  locked: boolean;
  extra: Omit<T, keyof ItemValues>;
  onChange: (items: T[]) => void;
  marker?: (item: T, index: number, name: string) => ReactNode;
}) {
  const { t } = useFeatureTranslation(authoringMessages);
  const errorAt = useErrorAt(props.errors);
  const { items, locked, onChange } = props;
  return (
    <Stack gap="sm">
      {items.map((item, i) => {
        const name = t('authoring_choice_n', { n: i + 1 });
        return (
          <Paper key={item.id} withBorder p="sm" radius="md" bg="gray.0">
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                {props.marker ? (
                  props.marker(item, i, name)
                ) : (
                  <Text size="sm" fw={600}>
                    {name}
                  </Text>
                )}
                <RowTools
                  name={name}
                  index={i}
                  count={items.length}
                  disabled={locked}
                  onMove={(d) => onChange(moveItem(items, i, d))}
                  onRemove={
                    items.length > QUESTION_LIMITS.minChoices
                      ? () => onChange(items.filter((_, j) => j !== i))
                      : undefined
                  }
                />
              </Group>
              <BilingualText
                path={`${props.path}.${i}.text`}
                label={name}
                en={item.text_en}
                th={item.text_th}
                errors={props.errors}
                required
                onChange={(text) =>
                  onChange(
                    items.map((c, j) =>
                      j === i ? { ...c, text_en: text.en, text_th: text.th } : c,
                    ),
                  )
                }
              />
            </Stack>
          </Paper>
        );
      })}
      <ListError message={errorAt(props.path)} />
      {!locked && items.length < QUESTION_LIMITS.maxChoices && (
        <Button
          variant="default"
          onClick={() => onChange([...items, { ...newItem(), ...props.extra } as T])}
        >
          {t('authoring_add_choice')}
        </Button>
      )}
    </Stack>
  );
}
