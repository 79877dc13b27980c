import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@portal/shared';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/language';
import { clearPortalCache } from './clear-cache';

describe('clearPortalCache', () => {
  it('forgets cached settings and the tab session but keeps unsent progress, device and language', async () => {
    localStorage.setItem(STORAGE_KEYS.stampMedia, '[{"slot":1}]');
    localStorage.setItem(STORAGE_KEYS.deviceId, 'device-1');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'th');
    localStorage.setItem('config-cache', '{"stale":true}');
    sessionStorage.setItem('visit-language', 'th');

    await clearPortalCache();

    expect(localStorage.getItem(STORAGE_KEYS.stampMedia)).toBe('[{"slot":1}]');
    expect(localStorage.getItem(STORAGE_KEYS.deviceId)).toBe('device-1');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('th');
    expect(localStorage.getItem('config-cache')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});
