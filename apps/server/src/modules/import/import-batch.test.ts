import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '@portal/shared';
import type { ImportFileRow } from './import-file';
import { batchSize } from './import.worker';

const rows = (n: number, password = '') =>
  Array.from({ length: n }, (_, i): ImportFileRow => ({
    rowNumber: i + 2,
    values: { email: `u${i}@example.com`, first_name: 'U', password },
  }));

describe('batchSize', () => {
  it('cuts a users file into about a hundred batches between the limits', () => {
    expect(batchSize('users', rows(400))).toBe(IMPORT_LIMITS.batchRows);
    expect(batchSize('users', rows(20_000))).toBe(200);
    expect(batchSize('users', rows(100_000))).toBe(IMPORT_LIMITS.maxBatchRows);
  });

  it('keeps small batches for enrolments and for users files with passwords', () => {
    expect(batchSize('enrollments', rows(100_000))).toBe(IMPORT_LIMITS.batchRows);
    expect(batchSize('users', rows(100_000, 'a-Passw0rd!'))).toBe(IMPORT_LIMITS.batchRows);
  });
});
