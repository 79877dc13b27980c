import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { imageUrlOf } from '@portal/shared';
import type { Executor } from '@/db/database';
import { mediaPath, storeMediaFile } from '@/lib/media/media-storage';

/** The committed demo files (made by media/make-media.sh) and their real lengths. */
const DEMO_DIR = path.join(import.meta.dirname, 'media');
export const DEMO_MEDIA = {
  video: { name: 'lesson.mp4', seconds: 8 },
  audio: { name: 'lesson.mp3', seconds: 10 },
  handout: { name: 'handout.pdf', pages: 4 },
} as const;

/**
 * A real YouTube video for the external video slots: "Me at the zoo" (jNQXAC9IVRw), the first
 * video on YouTube, 19 seconds long, so a learner can finish it in a demo.
 */
export const DEMO_YOUTUBE = { url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw', seconds: 19 };

/** Copies the demo files into the media folder and registers them; ids by role. */
export async function seedDemoMedia(db: Executor, root: string) {
  const ids = {} as Record<keyof typeof DEMO_MEDIA, number>;
  for (const [role, file] of Object.entries(DEMO_MEDIA) as [
    keyof typeof DEMO_MEDIA,
    { name: string },
  ][]) {
    const row = await storeMediaFile(db, root, {
      path: path.join(DEMO_DIR, file.name),
      name: file.name,
    });
    ids[role] = row.id;
  }
  return ids;
}

/**
 * The demo courses' and programs' covers (made by covers/make-covers.mjs): one 800x450 JPEG per
 * content code, named after it.
 */
const COVERS_DIR = path.join(import.meta.dirname, 'covers');

async function coverFiles(): Promise<{ code: string; name: string }[]> {
  const names = (await readdir(COVERS_DIR)).filter((name) => name.endsWith('.jpg')).sort();
  return names.map((name) => ({ code: name.slice(0, -'.jpg'.length), name }));
}

/**
 * Stores each demo cover as the dashboard's image upload does (a media file under its content
 * hash, served at /api/media/image/...) and sets it as the cover of the content of its code.
 * Answers how many contents got one.
 */
export async function seedDemoCovers(db: Executor, root: string): Promise<number> {
  let covered = 0;
  for (const { code, name } of await coverFiles()) {
    const row = await storeMediaFile(db, root, { path: path.join(COVERS_DIR, name), name });
    const updated = await db
      .updateTable('content')
      .set({ image: imageUrlOf(row.storage_key) })
      .where('code', '=', code)
      .executeTakeFirst();
    covered += Number(updated.numUpdatedRows);
  }
  return covered;
}

/**
 * The demo instructors' portraits (made by portraits/make-portraits.mjs): one 400x400 JPEG per
 * instructor of DEMO_CATALOG, by file name without .jpg, to the instructor's English name.
 */
const PORTRAITS_DIR = path.join(import.meta.dirname, 'portraits');
export const DEMO_PORTRAITS: Record<string, string> = {
  'kanya-srisuk': 'Dr. Kanya Srisuk',
  'anan-wongsa': 'Anan Wongsa',
  'emily-carter': 'Emily Carter',
  'pimchanok-thongdee': 'Pimchanok Thongdee',
};

const portraitFiles = () =>
  Object.keys(DEMO_PORTRAITS).map((file) => path.join(PORTRAITS_DIR, `${file}.jpg`));

/**
 * Stores each demo portrait as the dashboard's photo upload does and sets it as the photo of the
 * instructor of its name, unless that instructor already has one. Answers how many got one.
 */
export async function seedDemoPortraits(db: Executor, root: string): Promise<number> {
  let pictured = 0;
  for (const [file, name] of Object.entries(DEMO_PORTRAITS)) {
    const bare = await db
      .selectFrom('instructor')
      .select('id')
      .where('name_en', '=', name)
      .where('image', 'is', null)
      .execute();
    if (bare.length === 0) continue;
    const row = await storeMediaFile(db, root, {
      path: path.join(PORTRAITS_DIR, `${file}.jpg`),
      name: `${file}.jpg`,
    });
    await db
      .updateTable('instructor')
      .set({ image: imageUrlOf(row.storage_key) })
      .where(
        'id',
        'in',
        bare.map((i) => i.id),
      )
      .execute();
    pictured += bare.length;
  }
  return pictured;
}

/**
 * Puts back demo files whose rows exist but whose bytes are missing from the media folder (a
 * database kept while DATA_DIR/media was emptied, or a second instance with its own disk).
 * Touches only rows of the demo files; cheap enough to run at every start.
 */
export async function restoreDemoMedia(db: Executor, root: string): Promise<number> {
  let restored = 0;
  const sources = [
    ...Object.values(DEMO_MEDIA).map((file) => path.join(DEMO_DIR, file.name)),
    ...(await coverFiles()).map((cover) => path.join(COVERS_DIR, cover.name)),
    ...portraitFiles(),
  ];
  for (const source of sources) {
    const sha256 = createHash('sha256')
      .update(await readFile(source))
      .digest('hex');
    const row = await db
      .selectFrom('media_file')
      .select('storage_key')
      .where('sha256', '=', sha256)
      .executeTakeFirst();
    if (!row) continue;
    const target = mediaPath(root, row.storage_key);
    if (existsSync(target)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(source, target);
    restored++;
  }
  return restored;
}
