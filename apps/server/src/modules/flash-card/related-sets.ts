import type { Language } from '@portal/shared';
import type { UserRow } from '@/db/types';
import type { Executor } from '@/db/database';
import { toCard } from '@/modules/catalog/catalog.mapper';
import { listContent } from '@/modules/catalog/catalog.repository';
import { visibleSet } from './flash-card.service';

/**
 * GET flash-card/{id}/related/ (SPEC §2 /flash-card/{id}/related): other published flash-card
 * sets, in the set's category (and its sub-categories) when it has one, else all of them; the
 * newest first, paged on the server. The set itself is never among them.
 */
export async function relatedSets(
  db: Executor,
  user: UserRow,
  id: number,
  page: { limit: number; offset: number },
  language: Language,
) {
  const set = await visibleSet(db, user, id);
  const filters = set.category_id
    ? { kinds: ['flash_card'], category: [set.category_id] }
    : { kinds: ['flash_card'] };
  // One extra row, so the page stays full once the set itself is left out.
  const { rows, total } = await listContent(
    db,
    filters,
    { limit: page.limit + 1, offset: page.offset, ordering: '-created', language },
    user.id,
  );
  const others = rows.filter((r) => r.id !== id).slice(0, page.limit);
  const now = new Date();
  return {
    results: others.map((r) => toCard(r, language, now)),
    // A published set is in the filtered list itself (its own category, its kind).
    total: Math.max(0, total - (set.is_publish ? 1 : 0)),
  };
}
