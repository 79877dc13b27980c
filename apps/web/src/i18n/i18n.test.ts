import { describe, expect, it, vi } from 'vitest';
import { checkConditions, DEFAULT_PASSWORD_CONDITIONS } from '@portal/shared';
import { createI18n } from './create-i18n';
import { en } from './en';
import {
  applyLanguage,
  beginVisitLanguage,
  initialLanguage,
  LANGUAGE_STORAGE_KEY,
  resolveLanguage,
  setVisitLanguage,
  visitLanguage,
} from './language';
import { mergeDictionary } from './merge-dictionary';
import { passwordMessage, translateKey } from './messages';
import { th } from './th';

describe('resources', () => {
  it('has a non-empty Thai text for every English key', () => {
    const missing = Object.keys(en).filter((key) => !th[key as keyof typeof en]?.trim());
    expect(missing).toEqual([]);
  });

  it('translates the server codes of SPEC §8 in both languages', () => {
    const i18n = createI18n('en');
    expect(i18n.t('incorrect_email_or_password')).toBe('Incorrect Email or Password');
    expect(i18n.t('session_expired')).toBe('Session Expired.');
    expect(i18n.t('page_not_found')).toBe('This page could not be found');
    void i18n.changeLanguage('th');
    expect(i18n.t('incorrect_email_or_password')).toBe('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
  });

  it('falls back to a generic message for a key it does not know', () => {
    const i18n = createI18n('en');
    expect(translateKey(i18n.t, 'some_new_server_code')).toBe(en.error_occurs);
  });
});

describe('mergeDictionary', () => {
  it('lays the server dictionary over the bundled texts and keeps the rest', () => {
    const i18n = createI18n('th');
    mergeDictionary(i18n, {
      en: { portal_name: 'Acme Academy', brand_new: 'New' },
      th: { portal_name: 'อะคมี อะคาเดมี' },
    });
    expect(i18n.t('portal_name')).toBe('อะคมี อะคาเดมี');
    expect(i18n.t('home')).toBe('หน้าแรก');
    void i18n.changeLanguage('en');
    expect(i18n.t('portal_name')).toBe('Acme Academy');
    expect(i18n.t('brand_new')).toBe('New');
    expect(i18n.t('courses')).toBe('Courses');
  });

  it('ignores an empty language of the answer', () => {
    const i18n = createI18n('en');
    mergeDictionary(i18n, { en: {}, th: {} });
    expect(i18n.t('portal_name')).toBe('Learning Portal');
  });
});

describe('language choice', () => {
  it('prefers ?lang, then the user, then the stored choice, then config-default-language', () => {
    expect(
      resolveLanguage({ query: 'en', userLanguage: 'th', stored: 'th', configDefault: 1 }),
    ).toBe('en');
    expect(
      resolveLanguage({ query: null, userLanguage: 'th', stored: 'en', configDefault: 0 }),
    ).toBe('th');
    // A ?lang earlier in this visit comes before the profile's language.
    expect(
      resolveLanguage({
        query: null,
        visit: 'th',
        userLanguage: 'en',
        stored: 'en',
        configDefault: 0,
      }),
    ).toBe('th');
    expect(
      resolveLanguage({ query: null, userLanguage: null, stored: 'en', configDefault: 1 }),
    ).toBe('en');
    expect(
      resolveLanguage({ query: null, userLanguage: null, stored: null, configDefault: 1 }),
    ).toBe('th');
    expect(
      resolveLanguage({ query: null, userLanguage: null, stored: null, configDefault: undefined }),
    ).toBe('en');
  });

  it('starts from ?lang or the stored language', () => {
    expect(initialLanguage('?lang=th')).toBe('th');
    expect(initialLanguage('?lang=jp')).toBe('en');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'th');
    expect(initialLanguage('')).toBe('th');
    setVisitLanguage('en');
    expect(initialLanguage('')).toBe('en');
    expect(initialLanguage('?lang=th')).toBe('th');
    setVisitLanguage(null);
    expect(initialLanguage('')).toBe('th');
  });

  it('starts the visit from ?lang at page load, before the first call', () => {
    beginVisitLanguage('?page=2');
    expect(visitLanguage()).toBeNull();
    beginVisitLanguage('?lang=th&page=2');
    expect(visitLanguage()).toBe('th');
    setVisitLanguage(null);
  });

  it('sets <html lang> and remembers only a chosen language', () => {
    const i18n = createI18n('en');
    void applyLanguage(i18n, 'th');
    expect(document.documentElement.lang).toBe('th');
    expect(i18n.language).toBe('th');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    setVisitLanguage('th');
    void applyLanguage(i18n, 'en', { remember: true });
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    // A choice in the header ends the ?lang visit.
    expect(visitLanguage()).toBeNull();
  });
});

describe('the Thai labels, loaded on first use (issue 21 item 2)', () => {
  it('starts in English, loads Thai on a switch and keeps an administrator label', async () => {
    // A fresh module graph: the test setup has already loaded Thai for every other test.
    vi.resetModules();
    const fresh = await import('./index');
    const i18n = fresh.createI18n('th');
    // Not loaded yet: the instance starts in English rather than showing keys.
    expect(i18n.language).toBe('en');
    expect(fresh.hasLanguage(i18n, 'th')).toBe(false);
    fresh.mergeDictionary(i18n, { en: {}, th: { page_not_found: 'หน้านี้ไม่มีแล้ว' } });
    const loading = fresh.applyLanguage(i18n, 'th');
    expect(loading).not.toBeNull();
    expect(i18n.language).toBe('en');
    await loading;
    expect(i18n.language).toBe('th');
    expect(i18n.t('session_expired')).toBe(th.session_expired);
    // The administrator's label merged before the bundle arrived still wins.
    expect(i18n.t('page_not_found')).toBe('หน้านี้ไม่มีแล้ว');
    // Loaded once: a new instance starts in Thai at once and a switch is synchronous.
    const next = fresh.createI18n('th');
    expect(next.language).toBe('th');
    expect(fresh.applyLanguage(next, 'en')).toBeNull();
    expect(next.language).toBe('en');
  });

  it('lets a later switch win over a slow Thai load', async () => {
    vi.resetModules();
    const fresh = await import('./index');
    const i18n = fresh.createI18n('en');
    const loading = fresh.applyLanguage(i18n, 'th');
    expect(fresh.applyLanguage(i18n, 'en')).toBeNull();
    await loading;
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('passwordMessage', () => {
  it('lists every required kind when a condition fails', () => {
    const i18n = createI18n('en');
    const result = checkConditions('abc', DEFAULT_PASSWORD_CONDITIONS);
    expect(passwordMessage(i18n.t, 'en', result)).toBe(
      'Your password must contain 8 characters or more, numbers, symbols, uppercase letters, and lowercase letters',
    );
  });

  it("says 'length_at_least' when only the length is enabled", () => {
    const i18n = createI18n('th');
    const onlyLength = {
      ...DEFAULT_PASSWORD_CONDITIONS,
      condition_lower: { is_use: false, compile: '[a-z]' },
      condition_upper: { is_use: false, compile: '[A-Z]' },
      condition_number: { is_use: false, compile: '[0-9]' },
      condition_symbol: { is_use: false, compile: '.' },
    };
    expect(passwordMessage(i18n.t, 'th', checkConditions('abc', onlyLength))).toBe(
      'ต้องมีความยาวอย่างน้อย 8 ตัวอักษร',
    );
    expect(passwordMessage(i18n.t, 'th', checkConditions('abcdefgh', onlyLength))).toBeNull();
  });
});

describe('dayjs locale', () => {
  it('an English visit loads no dayjs; a switch to Thai loads it and sets its locale', async () => {
    vi.resetModules();
    const thaiLocale = vi.fn();
    vi.doMock('dayjs/locale/th', async (importOriginal) => {
      thaiLocale();
      return importOriginal();
    });
    const fresh = await import('./language');
    const i18n = createI18n('en');
    void fresh.applyLanguage(i18n, 'en');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(thaiLocale).not.toHaveBeenCalled();
    await fresh.applyLanguage(i18n, 'th');
    const dayjs = (await import('dayjs')).default;
    await vi.waitFor(() => expect(dayjs.locale()).toBe('th'));
    expect(thaiLocale).toHaveBeenCalledTimes(1);
    void fresh.applyLanguage(i18n, 'en');
    await vi.waitFor(() => expect(dayjs.locale()).toBe('en'));
    vi.doUnmock('dayjs/locale/th');
  });
});
