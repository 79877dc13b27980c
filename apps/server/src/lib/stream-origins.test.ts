import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/config';
import { isAllowedStream } from './stream-origins';

/** STREAM_ORIGINS (lib/stream-origins.ts): only https origins reach the CSP. */
describe('STREAM_ORIGINS', () => {
  const origins = (value?: string) =>
    loadConfig(value === undefined ? {} : { STREAM_ORIGINS: value }).STREAM_ORIGINS;

  it('is empty when unset, and keeps https origins once, lower-cased, without a trailing slash', () => {
    expect(origins()).toEqual([]);
    expect(
      origins(' https://CDN.example.org/ ,https://cdn.example.org,https://m.example.com:8443'),
    ).toEqual(['https://cdn.example.org', 'https://m.example.com:8443']);
  });

  it('refuses anything that is not an https origin, naming it', () => {
    for (const bad of [
      'http://cdn.example.org',
      'cdn.example.org',
      'https://cdn.example.org/live',
      'https://cdn.example.org?x=1',
      'https://*.example.org',
      'https://user@cdn.example.org',
      "https://cdn.example.org 'unsafe-inline'",
      'https://cdn.example.org;script-src',
      'https://',
      'data:',
    ])
      expect(() => origins(bad), bad).toThrow(/STREAM_ORIGINS: expected a comma-separated list/);
  });

  it('allows a portal path always, and an https address only on a listed origin', () => {
    const list = ['https://cdn.example.org'];
    expect(isAllowedStream('/demo-live/stream.m3u8', list)).toBe(true);
    expect(isAllowedStream('https://cdn.example.org/a/b.m3u8?t=1', list)).toBe(true);
    expect(isAllowedStream('https://cdn.example.org:444/a.m3u8', list)).toBe(false);
    expect(isAllowedStream('https://cdn.example.org.evil.test/a.m3u8', list)).toBe(false);
    expect(isAllowedStream('https://other.example.org/a.m3u8', [])).toBe(false);
  });
});
