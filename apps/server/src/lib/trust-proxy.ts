import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY: which X-Forwarded-For entries are believed. `false` (unset, `false`, `0`): none,
 * the socket's address is the client. A number n: the n proxies nearest to the portal each added
 * one entry, so the client is the n-th address from the right. A list of addresses or CIDR ranges
 * (`127.0.0.1,10.0.0.0/8`, or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`): the
 * walk goes back from the socket through listed addresses only. `true` (trust every entry, so
 * the client picks its own address) is refused.
 */
export type TrustProxy = false | number | string[];

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

export const TrustProxySchema = z
  .string()
  .optional()
  .transform((value, zctx): TrustProxy => {
    const text = (value ?? '').trim();
    if (text === '' || text === 'false' || text === '0') return false;
    if (text === 'true') {
      zctx.addIssue({
        code: 'custom',
        message:
          '"true" would trust every X-Forwarded-For entry, which a client can write itself. Set the number of proxies in front of the portal (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8); see docs/operations.md',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length > 0) {
      zctx.addIssue({
        code: 'custom',
        message: `expected the number of proxies or a comma-separated list of their addresses or CIDR ranges; not an address or range: ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's `trustProxy` for the setting. Fastify 5 ignores a bare number (a hop count cannot
 * tell a proxy from a client that reaches the portal directly), so a count is given as a function
 * trusting the n addresses nearest to the socket; docs/operations.md says when that is safe.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
