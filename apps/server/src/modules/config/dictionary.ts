import type { Executor } from '@/db/database';

/** Labels administrators can override: merged over the client's bundled en/th resources. */
export async function loadDictionary(
  db: Executor,
): Promise<{ en: Record<string, string>; th: Record<string, string> }> {
  const rows = await db
    .selectFrom('dictionary_label')
    .select(['key', 'en', 'th'])
    .orderBy('key')
    .execute();
  const en: Record<string, string> = {};
  const th: Record<string, string> = {};
  for (const row of rows) {
    en[row.key] = row.en;
    th[row.key] = row.th.trim() === '' ? row.en : row.th;
  }
  return { en, th };
}
