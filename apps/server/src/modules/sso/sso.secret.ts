import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { secretKey } from '@/lib/secret-key';

/**
 * Provider secrets at rest: AES-256-GCM with the server key DATA_DIR/secrets/sso.key
 * (lib/secret-key: made on first use, mode 0600, shared by every instance). Stored as
 * `v1.<iv>.<tag>.<ciphertext>` in base64url; the database alone does not reveal a secret.
 */
const KEY_NAME = 'sso';

export async function encryptSecret(dataDir: string, plain: string): Promise<string> {
  const key = await secretKey(dataDir, KEY_NAME);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export async function decryptSecret(dataDir: string, stored: string): Promise<string> {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined)
    throw new Error('Unknown secret format');
  const key = await secretKey(dataDir, KEY_NAME);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
