import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP-recommended cost; hashing runs on libuv's pool, not the event loop. */
/** 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON);
}

/**
 * Awaited with the stored hash before every password check. Empty in the product; the brute-force
 * tests use it to count checks and to act while one is under way (test files share modules, so
 * they cannot swap this module out).
 */
export const passwordCheckProbe: { before?: (stored: string) => Promise<void> } = {};

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  await passwordCheckProbe.before?.(stored);
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += String(randomInt(10));
  return out;
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
