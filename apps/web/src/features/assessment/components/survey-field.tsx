import { Checkbox, Group, Radio, Stack, Textarea } from '@mantine/core';
import { DESCRIPTION_LIMIT, type SurveyQuestionView } from '@portal/shared';
import { useAssessmentTranslation } from '../use-assessment-translation';

/** What a learner gave for one survey question so far. */
export type SurveyValue = { choice_ids: string[] } | { text: string } | { rating: number };

interface FieldProps {
  question: SurveyQuestionView;
  value: SurveyValue | undefined;
  error: string | undefined;
  onChange: (value: SurveyValue) => void;
}

/** One survey question: choose one or several, write, or rate on the question's scale. */
export function SurveyField(props: FieldProps) {
  const { t } = useAssessmentTranslation();
  const { question, value, error } = props;
  const common = {
    label: question.text,
    withAsterisk: question.is_required,
    error,
  };
  switch (question.kind) {
    case 'choice': {
      const ids = value && 'choice_ids' in value ? value.choice_ids : [];
      const choices = question.choices ?? [];
      if (question.is_multiple) {
        return (
          <Checkbox.Group
            {...common}
            description={t('survey_choose_all')}
            value={ids}
            onChange={(next) => props.onChange({ choice_ids: next })}
          >
            <Stack gap="sm" mt="sm">
              {choices.map((c) => (
                <Checkbox key={c.id} value={c.id} label={c.text} />
              ))}
            </Stack>
          </Checkbox.Group>
        );
      }
      return (
        <Radio.Group
          {...common}
          description={t('survey_choose_one')}
          value={ids[0] ?? null}
          onChange={(id) => props.onChange({ choice_ids: [id] })}
        >
          <Stack gap="sm" mt="sm">
            {choices.map((c) => (
              <Radio key={c.id} value={c.id} label={c.text} />
            ))}
          </Stack>
        </Radio.Group>
      );
    }
    case 'rating': {
      const scale = question.scale ?? 5;
      const rating = value && 'rating' in value ? String(value.rating) : null;
      return (
        <Radio.Group
          {...common}
          description={t('survey_rating_hint', { scale })}
          value={rating}
          onChange={(next) => props.onChange({ rating: Number(next) })}
        >
          <Group gap="lg" mt="sm">
            {Array.from({ length: scale }, (_, i) => String(i + 1)).map((n) => (
              <Radio
                key={n}
                value={n}
                label={n}
                aria-label={t('survey_rating_value', { value: n, scale })}
              />
            ))}
          </Group>
        </Radio.Group>
      );
    }
    case 'text':
      return (
        <Textarea
          {...common}
          value={value && 'text' in value ? value.text : ''}
          onChange={(event) => props.onChange({ text: event.currentTarget.value })}
          autosize
          minRows={3}
          maxLength={DESCRIPTION_LIMIT}
        />
      );
  }
}
