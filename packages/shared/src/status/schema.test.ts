import { describe, expect, it } from 'vitest';
import { PROGRESS_STATUS } from './progress';
import { statusSchema } from './schema';

describe('statusSchema', () => {
  it('accepts the codes of the constant and nothing else', () => {
    const schema = statusSchema(PROGRESS_STATUS);
    for (const code of Object.values(PROGRESS_STATUS)) expect(schema.parse(code)).toBe(code);
    expect(schema.safeParse(99).success).toBe(false);
    expect(schema.safeParse('30').success).toBe(false);
  });
});
