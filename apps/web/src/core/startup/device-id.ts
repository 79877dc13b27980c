import { STORAGE_KEYS } from '@portal/shared';
import { localStore } from '@/core/storage';

/** A random v4 UUID; crypto.randomUUID needs a secure context, so fall back to getRandomValues. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The device identifier kept in local storage (SPEC §3), created on first use. */
export function ensureDeviceId(): string {
  const existing = localStore.get(STORAGE_KEYS.deviceId);
  if (existing) return existing;
  const id = randomUuid();
  localStore.set(STORAGE_KEYS.deviceId, id);
  return id;
}
