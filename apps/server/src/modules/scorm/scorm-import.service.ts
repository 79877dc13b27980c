import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ScormPackage } from '@portal/shared';
import type { Database, Executor } from '@/db/database';
import { validationError } from '@/lib/errors';
import { contentSearchText } from '@/lib/search-text';
import { manifestInvalid, manifestMissing } from './scorm.errors';
import { parseManifest } from './scorm-manifest';
import { checkUpload, extractZip, type ZipLimits } from './scorm-zip';

/** A package to import: the zip, its file name and the material's titles. */
export interface ScormUpload {
  buffer: Buffer;
  filename: string;
  title_en: string;
  title_th?: string | undefined;
  code?: string | undefined;
}

const MANIFEST_MAX_BYTES = 1024 * 1024;

/** Where a package's files live: DATA_DIR/media/scorm/<content id>/. */
export const scormRoot = (dataDir: string) => path.resolve(dataDir, 'media', 'scorm');
export const packageDir = (dataDir: string, contentId: number) =>
  path.join(scormRoot(dataDir), String(contentId));

/** A package checked and extracted to a temporary folder, waiting to be installed. */
export interface PreparedPackage {
  dir: string;
  fileCount: number;
  totalBytes: number;
  manifest: ReturnType<typeof parseManifest>;
}

/**
 * Checks a zip (size, entries, paths, ratio), extracts it to a temporary folder under the SCORM
 * root and reads imsmanifest.xml. A refused package leaves no files.
 */
export async function prepareScormPackage(
  dataDir: string,
  buffer: Buffer,
  filename: string,
  limits?: ZipLimits,
): Promise<PreparedPackage> {
  checkUpload(buffer, filename, limits);
  const extracted = await extractZip(buffer, scormRoot(dataDir), limits);
  try {
    if (!extracted.files.has('imsmanifest.xml')) throw manifestMissing();
    const manifestPath = path.join(extracted.dir, 'imsmanifest.xml');
    if ((await stat(manifestPath)).size > MANIFEST_MAX_BYTES)
      throw manifestInvalid('it is larger than 1 MB');
    const manifest = parseManifest(await readFile(manifestPath, 'utf8'));
    if (!extracted.files.has(manifest.launchPath))
      throw manifestInvalid(`the launch file ${manifest.launchPath} is not in the package`);
    return {
      dir: extracted.dir,
      fileCount: extracted.files.size,
      totalBytes: extracted.totalBytes,
      manifest,
    };
  } catch (error) {
    await rm(extracted.dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Inside the caller's transaction: writes (or replaces) the package row of a scorm material and
 * moves the prepared folder into DATA_DIR/media/scorm/<content id>/. Answers the final folder,
 * which the caller removes if its transaction then fails.
 */
export async function installScormPackage(
  trx: Executor,
  dataDir: string,
  contentId: number,
  prepared: PreparedPackage,
): Promise<string> {
  const facts = {
    version: prepared.manifest.version,
    launch_href: prepared.manifest.launchHref,
    title: prepared.manifest.title,
    file_count: prepared.fileCount,
    total_bytes: prepared.totalBytes,
  };
  await trx
    .insertInto('scorm_package')
    .values({ content_id: contentId, ...facts })
    .onConflict((oc) => oc.column('content_id').doUpdateSet(facts))
    .execute();
  const target = packageDir(dataDir, contentId);
  // A folder left by a crash between rename and commit for this id is stale: replace it.
  await rm(target, { recursive: true, force: true });
  await rename(prepared.dir, target);
  return target;
}

/**
 * Imports a SCORM package as a new unpublished material of kind 'scorm': checks the zip,
 * extracts it to a temporary folder, reads imsmanifest.xml, then in one transaction writes the
 * content, material and package rows and renames the folder into place. A refused package
 * leaves no rows and no files.
 */
export async function importScormPackage(
  db: Database,
  dataDir: string,
  upload: ScormUpload,
  limits?: ZipLimits,
): Promise<ScormPackage> {
  const prepared = await prepareScormPackage(dataDir, upload.buffer, upload.filename, limits);
  const { manifest } = prepared;
  let finalDir: string | null = null;
  try {
    const code = upload.code ?? `SCORM-${randomBytes(4).toString('hex').toUpperCase()}`;
    const values = {
      kind: 'scorm',
      code,
      title_en: upload.title_en,
      title_th: upload.title_th ?? '',
      desc_en: '',
      desc_th: '',
    };
    return await db.transaction().execute(async (trx) => {
      const taken = await trx
        .selectFrom('content')
        .select('id')
        .where('code', '=', code)
        .executeTakeFirst();
      if (taken) throw validationError({ code: ['already_exists'] });
      const content = await trx
        .insertInto('content')
        .values({ ...values, is_publish: false, search_text: contentSearchText(values) })
        .returning(['id', 'code', 'title_en'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('material')
        .values({ content_id: content.id, media_path: `scorm/${content.id}` })
        .execute();
      finalDir = await installScormPackage(trx, dataDir, content.id, prepared);
      return {
        content_id: content.id,
        code: content.code,
        title: content.title_en,
        version: manifest.version,
        launch_href: manifest.launchHref,
        file_count: prepared.fileCount,
        total_bytes: prepared.totalBytes,
      };
    });
  } catch (error) {
    await rm(prepared.dir, { recursive: true, force: true });
    if (finalDir) await rm(finalDir, { recursive: true, force: true });
    throw error;
  }
}
