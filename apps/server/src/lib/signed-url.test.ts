import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isExpired, signPayload, verifyPayload } from './signed-url';

describe('signed-url', () => {
  it('signs `{purpose}:{payload}` with HMAC-SHA256 in base64url', () => {
    const expected = createHmac('sha256', 'k').update('files:1.2').digest('base64url');
    expect(signPayload('k', 'files', '1.2')).toBe(expected);
  });

  it('accepts only the signature of the same key, purpose and payload', () => {
    const sig = signPayload('k', 'files', '1.2');
    expect(verifyPayload('k', 'files', '1.2', sig)).toBe(true);
    expect(verifyPayload('other', 'files', '1.2', sig)).toBe(false);
    expect(verifyPayload('k', 'bridge', '1.2', sig)).toBe(false);
    expect(verifyPayload('k', 'files', '1.3', sig)).toBe(false);
    expect(verifyPayload('k', 'files', '1.2', sig.slice(1))).toBe(false);
    expect(verifyPayload('k', 'files', '1.2', '')).toBe(false);
  });

  it('counts an expiry as passed from its second on', () => {
    expect(isExpired(100, 99_999)).toBe(false);
    expect(isExpired(100, 100_000)).toBe(true);
  });
});
