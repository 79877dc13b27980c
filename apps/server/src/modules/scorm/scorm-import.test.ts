import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeZip, type ZipSpec } from '@/lib/zip-writer';
import { buildDemoScormZip } from '@/seed/demo-scorm';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { importScormPackage, packageDir, scormRoot } from './scorm-import.service';
import type { ZipLimits } from './scorm-zip';

let t: TestContext;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'scorm-import-'));
  t = await createTestContext({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const MANIFEST_12 = `<?xml version="1.0"?>
<manifest identifier="m" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Twelve</title>
    <item identifier="i" identifierref="r"><title>Twelve</title></item></organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" href="index.html"/></resources>
</manifest>`;

const MANIFEST_2004 = `<?xml version="1.0"?>
<manifest identifier="m" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="main">
    <organization identifier="other"><title>Other</title>
      <item identifier="x" identifierref="r0"><title>Wrong</title></item></organization>
    <organization identifier="main"><title>Main course</title>
      <item identifier="module"><title>Module</title>
        <item identifier="i1" identifierref="r1" parameters="?lang=th&amp;mode=a"><title>One</title></item>
      </item>
    </organization>
  </organizations>
  <resources xml:base="content/">
    <resource identifier="r0" type="webcontent" adlcp:scormType="sco" href="wrong.html"/>
    <resource identifier="r1" type="webcontent" adlcp:scormType="sco" href="start.html"/>
  </resources>
</manifest>`;

const good12 = (extra: ZipSpec[] = []) =>
  writeZip([
    { name: 'imsmanifest.xml', data: MANIFEST_12 },
    { name: 'index.html', data: '<p>hello</p>' },
    ...extra,
  ]);

let upload = 0;
const run = (buffer: Buffer, filename = 'package.zip', limits?: ZipLimits) =>
  importScormPackage(t.db, dataDir, { buffer, filename, title_en: `Package ${++upload}` }, limits);

/** The error code a refused import answers with. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect((error as { statusCode?: number }).statusCode).toBe(400);
    return (error as { code: string }).code;
  }
  throw new Error('the package was accepted');
}

/** Nothing under the SCORM folder but finished packages, and no rows beyond `rows`. */
async function expectNothingLeft(packages: number) {
  const entries = await readdir(scormRoot(dataDir)).catch(() => []);
  expect(entries.filter((e) => e.startsWith('.tmp-'))).toEqual([]);
  const count = await t.db
    .selectFrom('scorm_package')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(count.n)).toBe(packages);
  const materials = await t.db
    .selectFrom('content')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('kind', '=', 'scorm')
    .executeTakeFirstOrThrow();
  expect(Number(materials.n)).toBe(packages);
}

const limits = (over: Partial<ZipLimits>): ZipLimits => ({
  zipBytes: 10_485_760,
  maxEntries: 2000,
  maxUncompressedBytes: 100 * 1024 * 1024,
  maxRatio: 100,
  ...over,
});

describe('importScormPackage', () => {
  it('imports a SCORM 1.2 package: material rows, version, launch file, files in place', async () => {
    const pkg = await run(good12([{ name: 'css/site.css', data: 'body{}' }]));
    expect(pkg).toMatchObject({ version: '1.2', launch_href: 'index.html', file_count: 3 });
    const dir = packageDir(dataDir, pkg.content_id);
    expect(await readFile(path.join(dir, 'index.html'), 'utf8')).toBe('<p>hello</p>');
    expect(await readFile(path.join(dir, 'css', 'site.css'), 'utf8')).toBe('body{}');
    const row = await t.db
      .selectFrom('content')
      .innerJoin('material', 'material.content_id', 'content.id')
      .select(['kind', 'is_publish', 'media_path'])
      .where('id', '=', pkg.content_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      kind: 'scorm',
      is_publish: false,
      media_path: `scorm/${pkg.content_id}`,
    });
    await expectNothingLeft(1);
  });

  it('reads a SCORM 2004 manifest: default organisation, nested item, xml:base, parameters', async () => {
    const pkg = await run(
      writeZip([
        { name: 'imsmanifest.xml', data: MANIFEST_2004 },
        { name: 'content/start.html', data: 'start' },
        { name: 'content/wrong.html', data: 'wrong' },
      ]),
    );
    expect(pkg.version).toBe('2004');
    expect(pkg.launch_href).toBe('content/start.html?lang=th&mode=a');
    await expectNothingLeft(2);
  });

  it('keeps the launch address URL-encoded for names with spaces', async () => {
    const manifest = MANIFEST_12.replace('href="index.html"', 'href="my%20lesson.html"');
    const pkg = await run(
      writeZip([
        { name: 'imsmanifest.xml', data: manifest },
        { name: 'my lesson.html', data: 'x' },
      ]),
    );
    expect(pkg.launch_href).toBe('my%20lesson.html');
    await t.db.deleteFrom('content').where('id', '=', pkg.content_id).execute();
  });

  it('imports the demo package built from seed/scorm-demo', async () => {
    const pkg = await run(buildDemoScormZip());
    expect(pkg).toMatchObject({ version: '1.2', launch_href: 'index.html' });
    await expectNothingLeft(3);
  });

  it.each([
    ['a parent directory', '../evil.html'],
    ['a nested parent directory', 'ok/../../evil.html'],
    ['an absolute path', '/etc/evil.html'],
    ['a drive path', 'C:/evil.html'],
    ['a backslash', 'sub\\evil.html'],
  ])('refuses an entry with %s and leaves nothing behind', async (_why, name) => {
    expect(await refusal(run(good12([{ name, data: 'x' }])))).toBe('scorm_unsafe_path');
    await expectNothingLeft(3);
    // Nothing was written outside the SCORM folder either.
    // (The app's folder of resumable uploads is made at start and is not the importer's.)
    expect((await readdir(dataDir)).filter((name) => name !== 'uploads')).toEqual(['media']);
  });

  it('refuses a symlink entry', async () => {
    const zip = good12([{ name: 'link.html', data: '/etc/passwd', mode: 0o120777 }]);
    expect(await refusal(run(zip))).toBe('scorm_unsafe_path');
    await expectNothingLeft(3);
  });

  it('refuses a zip bomb by its compression ratio, counted while inflating', async () => {
    const zip = good12([{ name: 'zeros.bin', data: Buffer.alloc(4 * 1024 * 1024) }]);
    expect(zip.length).toBeLessThan(64 * 1024);
    expect(await refusal(run(zip))).toBe('scorm_too_large');
    await expectNothingLeft(3);
  });

  it('refuses a package whose files together expand past the cap', async () => {
    const files = Array.from({ length: 5 }, (_, i) => ({
      name: `part${i}.txt`,
      data: Buffer.from(`${i}`.repeat(3000)),
    }));
    expect(
      await refusal(run(good12(files), 'p.zip', limits({ maxUncompressedBytes: 10_000 }))),
    ).toBe('scorm_too_large');
    await expectNothingLeft(3);
  });

  it('refuses too many entries', async () => {
    const files = Array.from({ length: 4 }, (_, i) => ({ name: `f${i}.txt`, data: 'x' }));
    expect(await refusal(run(good12(files), 'p.zip', limits({ maxEntries: 5 })))).toBe(
      'scorm_too_many_files',
    );
    await expectNothingLeft(3);
  });

  it('refuses a file that is not a zip (magic bytes) or not named .zip', async () => {
    expect(await refusal(run(Buffer.from('<html>not a zip</html>')))).toBe('invalid_filetype');
    expect(await refusal(run(good12(), 'package.rar'))).toBe('invalid_filetype');
    await expectNothingLeft(3);
  });

  it('refuses a zip over the size limit with file_size_less_than_xx', async () => {
    expect(await refusal(run(good12(), 'p.zip', limits({ zipBytes: 100 })))).toBe(
      'file_size_less_than_xx',
    );
  });

  it('refuses a package without imsmanifest.xml, or whose launch file is missing', async () => {
    expect(await refusal(run(writeZip([{ name: 'index.html', data: 'x' }])))).toBe(
      'scorm_manifest_missing',
    );
    expect(await refusal(run(writeZip([{ name: 'imsmanifest.xml', data: MANIFEST_12 }])))).toBe(
      'scorm_manifest_invalid',
    );
    expect(
      await refusal(run(writeZip([{ name: 'imsmanifest.xml', data: '<notamanifest/>' }]))),
    ).toBe('scorm_manifest_invalid');
    await expectNothingLeft(3);
  });
});

describe('POST /api/dashboard/scorm/', () => {
  const url = (filename: string) =>
    `/api/dashboard/scorm/?filename=${filename}&title_en=Uploaded&title_th=${encodeURIComponent('อัปโหลด')}`;

  it('imports an uploaded zip for a content manager and answers 201', async () => {
    const admin = await buildAdmin(t.db);
    const client = new Client(t.app);
    await client.login(admin.email, admin.password, '/api/dashboard/account/login/');
    const res = await client.request('POST', url('lesson.zip'), good12(), {
      'content-type': 'application/zip',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      version: '1.2',
      launch_href: 'index.html',
      title: 'Uploaded',
    });
  });

  it('answers 400 file_size_less_than_xx past 10 MB and 400 invalid_filetype for a bad file', async () => {
    const admin = await buildAdmin(t.db);
    const client = new Client(t.app);
    await client.login(admin.email, admin.password, '/api/dashboard/account/login/');
    const big = await client.request('POST', url('big.zip'), Buffer.alloc(10_485_761), {
      'content-type': 'application/zip',
    });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({
      code: 'file_size_less_than_xx',
      errors: { file: ['file_size_less_than_xx'] },
    });
    const bad = await client.request('POST', url('bad.zip'), Buffer.from('nope'), {
      'content-type': 'application/zip',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_filetype');
  });

  it('refuses a learner with 403', async () => {
    const learner = await buildUser(t.db);
    const client = new Client(t.app);
    await client.login(learner.email, learner.password);
    const res = await client.request('POST', url('lesson.zip'), good12(), {
      'content-type': 'application/zip',
    });
    expect(res.statusCode).toBe(403);
  });
});
