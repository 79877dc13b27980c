import type { AdminSurvey, AdminTest, SurveyInput, TestInput } from '@portal/shared';

/** The content kinds this editor writes, with what the API takes and answers for each. */
export interface AuthoredTypes {
  test: { row: AdminTest; input: TestInput };
  survey: { row: AdminSurvey; input: SurveyInput };
}
export type AuthoredKind = keyof AuthoredTypes;

/** Keys under the content screens' `['dashboard', 'content']`, so list changes refresh too. */
export const authoredKeys = {
  all: () => ['dashboard', 'content'] as const,
  one: (kind: AuthoredKind, id: number) => ['dashboard', 'content', kind, id] as const,
};
