import type { TermKind } from '@portal/shared';
import type { Executor } from '@/db/database';

/**
 * Whether the user has accepted the newest published version of each kind. A kind with
 * nothing published counts as accepted: there is nothing to agree to.
 */
export async function acceptanceState(
  db: Executor,
  userId: number,
): Promise<Record<TermKind, boolean>> {
  const rows = await db
    .selectFrom('term_document as d')
    .leftJoin('term_acceptance as a', (join) =>
      join.onRef('a.document_id', '=', 'd.id').on('a.user_id', '=', userId),
    )
    .select(['d.kind', 'd.version', 'a.id as acceptance_id'])
    .where('d.is_publish', '=', true)
    .where((eb) =>
      eb(
        'd.version',
        '=',
        eb
          .selectFrom('term_document as n')
          .select(({ fn }) => fn.max('n.version').as('v'))
          .whereRef('n.kind', '=', 'd.kind')
          .where('n.is_publish', '=', true),
      ),
    )
    .execute();
  const state: Record<TermKind, boolean> = { term: true, privacy: true, data_consent: true };
  for (const row of rows) state[row.kind] = row.acceptance_id !== null;
  return state;
}
