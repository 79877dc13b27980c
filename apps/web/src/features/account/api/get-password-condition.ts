import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_PASSWORD_CONDITIONS,
  type ConditionSet,
  type PasswordConditionAnswer,
} from '@portal/shared';
import { api, queryKeys } from '@/api';

export type { PasswordConditionAnswer };

/** GET account/password-condition/: the rules from server config (SPEC §5). */
export function getPasswordCondition(): Promise<PasswordConditionAnswer> {
  return api.get<PasswordConditionAnswer>('account/password-condition');
}

export function passwordConditionQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.passwordCondition(),
    queryFn: getPasswordCondition,
    staleTime: 5 * 60_000,
  });
}

/** The password conditions; the shared defaults until the server's arrive. */
export function usePasswordConditions(): ConditionSet {
  const { data } = useQuery(passwordConditionQueryOptions());
  return data?.password ?? DEFAULT_PASSWORD_CONDITIONS;
}
