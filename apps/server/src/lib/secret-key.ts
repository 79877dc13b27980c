import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const keys = new Map<string, Promise<Buffer>>();

/**
 * A server signing key: 32 random bytes kept in DATA_DIR/secrets/{name}.key (mode 0600), made
 * on first use. Every instance of one portal shares DATA_DIR, so they share the key.
 */
export function secretKey(dataDir: string, name: string): Promise<Buffer> {
  const file = path.join(path.resolve(dataDir), 'secrets', `${name}.key`);
  let key = keys.get(file);
  if (!key) {
    key = loadOrCreate(file);
    keys.set(file, key);
    key.catch(() => keys.delete(file));
  }
  return key;
}

async function loadOrCreate(file: string): Promise<Buffer> {
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing !== null && /^[0-9a-f]{64}$/.test(existing.trim()))
    return Buffer.from(existing.trim(), 'hex');
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const fresh = randomBytes(32).toString('hex');
  try {
    // 'wx': another instance that made it first wins, and this one reads theirs.
    await writeFile(file, fresh, { mode: 0o600, flag: 'wx' });
    return Buffer.from(fresh, 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
  }
}
