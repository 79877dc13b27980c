import { placeholderErrors, type DictionaryLabel, type DictionaryLabelInput } from '@portal/shared';
import type { Database, Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { AppError, notFound, validationError } from '@/lib/errors';
import { deleteLabel, findLabel, upsertLabel } from './dictionary-admin.repository';
import { touch } from '@/lib/settings/settings';
import { insertAudit } from '@/lib/audit';

async function audit(
  trx: Executor,
  actor: UserRow,
  action: string,
  key: string,
  data: Record<string, unknown>,
  ip: string,
) {
  await insertAudit(trx, {
    actorId: actor.id,
    action,
    entity: 'dictionary_label',
    entityId: key,
    data,
    ip,
  });
}

/**
 * Saves an administrator's English and Thai texts for a label, with its audit row (from, to),
 * and moves dict_datetime_update so every client refetches the dictionary at its next start.
 */
export async function saveLabel(
  db: Database,
  actor: UserRow,
  key: string,
  input: DictionaryLabelInput,
  ip: string,
): Promise<DictionaryLabel> {
  return db.transaction().execute(async (trx) => {
    const before = await findLabel(trx, key);
    if (!before) throw notFound();
    const errors = placeholderErrors(input, before.default_en);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    await upsertLabel(trx, key, input);
    await audit(
      trx,
      actor,
      'update_dictionary_label',
      key,
      { from: { en: before.en, th: before.th }, to: input },
      ip,
    );
    await touch(trx, 'dict');
    return (await findLabel(trx, key))!;
  });
}

/** Puts a bundled label back to its default texts (audited, dict_datetime_update moved). */
export async function resetLabel(
  db: Database,
  actor: UserRow,
  key: string,
  ip: string,
): Promise<DictionaryLabel> {
  return db.transaction().execute(async (trx) => {
    const before = await findLabel(trx, key);
    if (!before) throw notFound();
    if (before.default_en === null)
      throw new AppError(409, 'label_has_no_default', 'This label has no default to go back to.');
    if (!before.is_changed) return before;
    await deleteLabel(trx, key);
    await audit(
      trx,
      actor,
      'reset_dictionary_label',
      key,
      {
        from: { en: before.en, th: before.th },
        to: { en: before.default_en, th: before.default_th },
      },
      ip,
    );
    await touch(trx, 'dict');
    return (await findLabel(trx, key))!;
  });
}
