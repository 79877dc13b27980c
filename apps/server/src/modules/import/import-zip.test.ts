import { describe, expect, it } from 'vitest';
import { writeZip } from '@/lib/zip-writer';
import { checkImportZip, IMPORT_ZIP_LIMITS } from './import-zip';

const MB = 1024 * 1024;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );

describe('checkImportZip: inflation limits of an .xlsx before it is parsed', () => {
  it('accepts an ordinary zip', async () => {
    const zip = writeZip([
      { name: 'a.xml', data: '<a/>'.repeat(1000) },
      { name: 'b.xml', data: 'x', method: 0 },
    ]);
    expect(await refusal(checkImportZip(zip))).toBe('accepted');
  });

  it('refuses too many entries, a part too large, too much in all, and a suspicious ratio', async () => {
    const many = writeZip(Array.from({ length: 6 }, (_, i) => ({ name: `${i}.xml`, data: 'x' })));
    expect(await refusal(checkImportZip(many, { ...IMPORT_ZIP_LIMITS, maxEntries: 5 }))).toBe(
      'import_file_too_large_unpacked',
    );
    const big = writeZip([{ name: 'a.xml', data: Buffer.alloc(3 * MB, 'a') }]);
    expect(
      await refusal(checkImportZip(big, { ...IMPORT_ZIP_LIMITS, maxEntryBytes: 2 * MB })),
    ).toBe('import_file_too_large_unpacked');
    const two = writeZip([
      { name: 'a.xml', data: Buffer.alloc(MB, 'a') },
      { name: 'b.xml', data: Buffer.alloc(MB, 'b') },
    ]);
    expect(
      await refusal(checkImportZip(two, { ...IMPORT_ZIP_LIMITS, maxUncompressedBytes: MB * 1.5 })),
    ).toBe('import_file_too_large_unpacked');
    // 2 MB of one letter deflates about 1000:1.
    expect(await refusal(checkImportZip(big))).toBe('import_file_too_large_unpacked');
  });

  it('counts the inflated bytes when the directory lies about them', async () => {
    const zip = writeZip([{ name: 'xl/sharedStrings.xml', data: Buffer.alloc(10 * MB, 'a') }]);
    // Both headers claim 1,000 bytes inflated: only inflating shows the 10 MB.
    const lie = Buffer.from(zip);
    lie.writeUInt32LE(1000, 22);
    const central = lie.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    lie.writeUInt32LE(1000, central + 24);
    expect(await refusal(checkImportZip(lie))).toBe('import_file_too_large_unpacked');
  });

  it('refuses a part hidden between the records the directory lists', async () => {
    const hidden = writeZip([{ name: 'xl/sharedStrings.xml', data: 'hidden' }]);
    const listed = writeZip([{ name: 'a.xml', data: 'listed' }]);
    const end = listed.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    // The hidden part's local record, then the listed zip with its offsets moved past it.
    const local = hidden.subarray(0, hidden.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])));
    const shifted = Buffer.concat([local, listed]);
    const central = local.length + end;
    shifted.writeUInt32LE(local.length, central + 42);
    const eocd = shifted.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    shifted.writeUInt32LE(central, eocd + 16);
    expect(await refusal(checkImportZip(shifted))).toBe('invalid_import_file');
  });
});
