import { useParams } from 'react-router';
import { AuthoredEditor } from './authored-editor';
import { AuthoredPage } from './authored-page';
import type { FieldErrors } from './form-errors';
import { TestFields } from './test-fields';
import { EMPTY_TEST, parseTestForm, testToForm } from './test-form-state';

/** The form asks for minutes where the API takes seconds. */
export const renameTestErrors = (errors: FieldErrors): FieldErrors =>
  errors.time_limit_seconds ? { ...errors, time_limit_minutes: errors.time_limit_seconds } : errors;

/** /dashboard/content/test/new and /dashboard/content/test/{id}: the test editor. */
export function TestEditPage() {
  const { testId } = useParams();
  return (
    <AuthoredPage
      kind="test"
      param={testId}
      editor={(test) => (
        <AuthoredEditor
          key={test?.id ?? 'new'}
          kind="test"
          row={test}
          initial={test ? testToForm(test) : EMPTY_TEST}
          toForm={testToForm}
          parse={parseTestForm}
          renameErrors={renameTestErrors}
          answerCount={test?.attempt_count ?? 0}
          fields={(props) => <TestFields {...props} />}
        />
      )}
    />
  );
}
