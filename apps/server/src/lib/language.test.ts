import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language';

describe('pickLanguage', () => {
  it("takes the request's ?lang first: a ?lang= visit and a PDF link name their language", () => {
    expect(pickLanguage('en', { lang: 'th' }, 'en-US')).toBe('th');
    expect(pickLanguage('th', { lang: 'en' }, 'th-TH')).toBe('en');
  });

  it("then the signed-in user's language, then Accept-Language, then English", () => {
    expect(pickLanguage('th', {}, 'en-US')).toBe('th');
    expect(pickLanguage('th', { lang: 'jp' }, 'en-US')).toBe('th');
    expect(pickLanguage(undefined, undefined, 'th-TH,th;q=0.9')).toBe('th');
    expect(pickLanguage(undefined, {}, 'fr')).toBe('en');
    expect(pickLanguage('xx', null, undefined)).toBe('en');
  });
});
