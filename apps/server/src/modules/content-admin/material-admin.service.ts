import { readFile, rm } from 'node:fs/promises';
import { isFileMaterialKind, type MaterialInput, type MaterialKind } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import type { Database, Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { writeAudit } from '@/lib/audit';
import { touch } from '@/lib/settings/settings';
import { notFound, validationError } from '@/lib/errors';
import { htmlWords, richDescription, sanitizeHtml } from '@/lib/html';
import { toWire } from '@/lib/wire';
import {
  codeTaken,
  deleteContentRow,
  findMaterialForEdit,
  findMaterialState,
  findMediaFile,
  insertMaterialRows,
  lockMaterialRow,
  materialUses,
  setContentPublished,
  updateMaterialRows,
} from './material-admin.repository';
import { contentSearchText } from '@/lib/search-text';
import { mediaPath } from '@/lib/media/media-storage';
import {
  installScormPackage,
  packageDir,
  prepareScormPackage,
  type PreparedPackage,
} from '@/modules/scorm/scorm-import.service';
import { cannotDelete, removeOrRefuse } from '@/lib/admin-crud';
import { checkImageField } from '@/lib/image-field';

/** The stored file types each file kind may point at. */
export const MIME_FOR: Record<string, string[]> = {
  video: ['video/mp4'],
  audio: ['audio/mpeg', 'audio/mp4', 'video/mp4'],
  document: ['application/pdf'],
  scorm: ['application/zip'],
};

/** Where the dashboard's material writes need the files: the data and media folders. */
export interface MaterialFiles {
  dataDir: string;
  mediaRoot: string;
}

/** Code free, kind unchanged on update, the upload (if any) of a type the kind plays. */
async function checkMaterial(
  db: Executor,
  input: MaterialInput,
  current?: { id: number; kind: string },
) {
  const errors: Record<string, string[]> = {};
  if (await codeTaken(db, input.code, current?.id)) errors.code = ['already_exists'];
  if (current && current.kind !== input.kind) errors.kind = ['invalid_choice'];
  if (isFileMaterialKind(input.kind) && input.media_file_id !== null) {
    const file = await findMediaFile(db, input.media_file_id);
    if (!file) errors.media_file_id = ['does_not_exist'];
    else if (!MIME_FOR[input.kind]?.includes(file.mime_type))
      errors.media_file_id = ['invalid_filetype'];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** The content and material columns of an input: only what the kind uses, articles sanitised. */
function rows(input: MaterialInput) {
  const content = {
    code: input.code,
    title_en: input.title_en,
    title_th: input.title_th,
    desc_en: richDescription(input.desc_en),
    desc_th: richDescription(input.desc_th),
  };
  const file = isFileMaterialKind(input.kind);
  // An external video's length comes only from its author (the server cannot reach YouTube);
  // without one a learner's stamps never complete it (issue 13 item 8).
  const media = input.kind === 'video' || input.kind === 'audio' || input.kind === 'external_video';
  const material = {
    media_file_id: file ? input.media_file_id : null,
    duration_seconds: media ? input.duration_seconds : null,
    page_count: input.kind === 'document' ? input.page_count : null,
    article_html_en: input.kind === 'article' ? sanitizeHtml(input.article_html_en) : '',
    article_html_th: input.kind === 'article' ? sanitizeHtml(input.article_html_th) : '',
    external_url: input.kind === 'external_video' ? input.external_url.trim() : null,
    is_allow_download: file && input.kind !== 'scorm' ? input.is_allow_download : false,
    is_review_enabled: input.is_review_enabled,
  };
  // Left out (undefined): the cover stays as it is.
  const cover = input.image === undefined ? {} : { image: input.image };
  const search_text = contentSearchText({
    ...content,
    desc_en: htmlWords(content.desc_en),
    desc_th: htmlWords(content.desc_th),
  });
  return { content: { ...content, ...cover, desc_is_html: true, search_text }, material };
}

/** The zip of a SCORM material's upload, extracted and checked, before any row is written. */
async function prepareScorm(db: Executor, files: MaterialFiles, mediaFileId: number) {
  const file = await findMediaFile(db, mediaFileId);
  // Checked just before by checkMaterial: gone now only by a concurrent delete.
  if (!file) throw new Error(`media file ${mediaFileId} disappeared`);
  const zip = await readFile(mediaPath(files.mediaRoot, file.storage_key));
  return prepareScormPackage(files.dataDir, zip, file.original_name);
}

/**
 * Creates (id undefined) or updates a standalone material in one transaction, with `audit`
 * called inside it. A SCORM upload is extracted first and installed in the transaction; a
 * failure removes its files again.
 */
export async function saveMaterial(
  db: Database,
  files: MaterialFiles,
  input: MaterialInput,
  id: number | undefined,
  audit: (trx: Executor, id: number) => Promise<void>,
): Promise<number> {
  const current = id ? await findMaterialState(db, id) : undefined;
  if (id && !current) throw notFound();
  await checkMaterial(db, input, current);
  const changedPackage =
    input.kind === 'scorm' &&
    input.media_file_id !== null &&
    input.media_file_id !== current?.media_file_id;
  let prepared: PreparedPackage | null = null;
  let installed: string | null = null;
  try {
    if (changedPackage && input.media_file_id !== null)
      prepared = await prepareScorm(db, files, input.media_file_id);
    return await db.transaction().execute(async (trx) => {
      await checkMaterial(trx, input, current);
      await checkImageField(trx, files.mediaRoot, 'cover', input.image);
      const { content, material } = rows(input);
      let contentId = id ?? 0;
      if (id) {
        if (!(await updateMaterialRows(trx, id, content, material))) throw notFound();
      } else {
        const values = { ...content, kind: input.kind, is_publish: false };
        contentId = await insertMaterialRows(trx, values, material);
      }
      if (prepared) installed = await installScormPackage(trx, files.dataDir, contentId, prepared);
      await audit(trx, contentId);
      return contentId;
    });
  } catch (error) {
    if (prepared) await rm(prepared.dir, { recursive: true, force: true });
    if (installed) await rm(installed, { recursive: true, force: true });
    throw error;
  }
}

/** The material row locked for a change; 404 when the id is not a material. */
async function lockMaterial(db: Executor, id: number) {
  const row = await lockMaterialRow(db, id);
  if (!row) throw notFound();
  return row as { id: number; kind: MaterialKind };
}

export async function setMaterialPublished(db: Executor, id: number, publish: boolean) {
  await lockMaterial(db, id);
  await setContentPublished(db, id, publish);
}

/** What keeps a material from being deleted: course slots holding it, learners' results. */
export async function materialDependents(db: Executor, id: number): Promise<string[]> {
  const row = await materialUses(db, id);
  const out: string[] = [];
  if (row.slots > 0) out.push(`slot (${row.slots})`);
  if (row.results > 0) out.push(`learning_result (${row.results})`);
  return out;
}

/** Deletes a material nothing uses (else 424); a SCORM package's folder goes after commit. */
export async function deleteMaterial(db: Executor, id: number): Promise<MaterialKind> {
  const row = await lockMaterial(db, id);
  const dependents = await materialDependents(db, id);
  if (dependents.length > 0) throw cannotDelete(dependents);
  await removeOrRefuse(() => deleteContentRow(db, id));
  return row.kind;
}

/** Removes a deleted SCORM material's files (after its rows are gone). */
export async function removeScormFiles(dataDir: string, id: number) {
  await rm(packageDir(dataDir, id), { recursive: true, force: true });
}

/** The material as the dashboard edits it: own fields, its stored file, its SCORM package. */
export async function materialForEdit(db: Executor, id: number) {
  const row = await findMaterialForEdit(db, id);
  if (!row) throw notFound();
  const { original_name, mime_type, size_bytes, version, launch_href, file_count, ...own } = row;
  return {
    ...toWire(own),
    external_url: own.external_url ?? '',
    media_file:
      own.media_file_id !== null && original_name !== null
        ? {
            id: own.media_file_id,
            original_name,
            mime_type: mime_type ?? '',
            size_bytes: Number(size_bytes),
          }
        : null,
    scorm_package:
      version !== null && launch_href !== null
        ? { version, launch_href, file_count: file_count ?? 0 }
        : null,
  };
}

/** A new material from the dashboard form, with its audit row; answers its id. */
export function createMaterial(
  db: Database,
  files: MaterialFiles,
  request: FastifyRequest,
  actor: UserRow,
  input: MaterialInput,
): Promise<number> {
  return saveMaterial(db, files, input, undefined, (trx, created) =>
    writeAudit(trx, request, actor.id, 'create', 'material', created, input),
  );
}

/** Saves the dashboard form over a material, with its audit row and the front's stamp. */
export async function updateMaterial(
  db: Database,
  files: MaterialFiles,
  request: FastifyRequest,
  actor: UserRow,
  id: number,
  input: MaterialInput,
): Promise<number> {
  return saveMaterial(db, files, input, id, async (trx) => {
    await Promise.all([
      writeAudit(trx, request, actor.id, 'update', 'material', id, input),
      touch(trx, 'home_menu'),
    ]);
  });
}

/** Publishes or unpublishes a material, with its audit row and the front's stamp. */
export async function publishMaterial(
  db: Database,
  request: FastifyRequest,
  actor: UserRow,
  id: number,
  publish: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await setMaterialPublished(trx, id, publish);
    const action = publish ? 'publish' : 'unpublish';
    await writeAudit(trx, request, actor.id, action, 'material', id, {});
    await touch(trx, 'home_menu');
  });
}

/** Deletes a material (424 while used) with its audit row, then a SCORM package's files. */
export async function removeMaterial(
  db: Database,
  dataDir: string,
  request: FastifyRequest,
  actor: UserRow,
  id: number,
): Promise<void> {
  const kind = await db.transaction().execute(async (trx) => {
    const deleted = await deleteMaterial(trx, id);
    await writeAudit(trx, request, actor.id, 'delete', 'material', id, {});
    await touch(trx, 'home_menu');
    return deleted;
  });
  if (kind === 'scorm') await removeScormFiles(dataDir, id);
}
