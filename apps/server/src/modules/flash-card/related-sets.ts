import type { UserRow } from '@/db/types';
import type { Executor } from '@/db/database';
import type { RelatedScope } from '@/modules/catalog/related-content';
import { visibleSet } from './flash-card.service';

/**
 * GET flash-card/{id}/related/ (SPEC §2 /flash-card/{id}/related): other published flash-card
 * sets, in the set's category (and its sub-categories) when it has one, else all of them.
 */
export async function relatedSetsScope(
  db: Executor,
  user: UserRow,
  id: number,
): Promise<RelatedScope> {
  const set = await visibleSet(db, user, id);
  return {
    filters: set.category_id
      ? { kinds: ['flash_card'], category: [set.category_id] }
      : { kinds: ['flash_card'] },
    // A published set is in the filtered list itself (its own category, its kind).
    selfListed: set.is_publish,
  };
}
