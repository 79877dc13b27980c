import { NOTIFICATION_KINDS, type NotificationKind } from '@portal/shared';
import { secretKey } from '@/lib/secret-key';
import { signPayload, verifyPayload } from '@/lib/signed-url';

const PURPOSE = 'notification-unsubscribe';
const KEY_NAME = 'notification-token';

/**
 * The unsubscribe link's token, `{user}.{kind}.{signature}`: it turns off e-mail of one kind for
 * one person without signing in, so it is signed (HMAC under a key of the server's own) and
 * names both; it does not expire (a mail read months later still works), and does nothing else.
 */
export async function unsubscribeToken(
  dataDir: string,
  userId: number,
  kind: NotificationKind,
): Promise<string> {
  const payload = `${userId}.${kind}`;
  return `${payload}.${signPayload(await secretKey(dataDir, KEY_NAME), PURPOSE, payload)}`;
}

/** The user and kind a token names, or null when it is malformed or its signature wrong. */
export async function readUnsubscribeToken(
  dataDir: string,
  token: string,
): Promise<{ userId: number; kind: NotificationKind } | null> {
  const match = /^([1-9][0-9]{0,9})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, user = '', kind = '', signature = ''] = match;
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
  const key = await secretKey(dataDir, KEY_NAME);
  if (!verifyPayload(key, PURPOSE, `${user}.${kind}`, signature)) return null;
  return { userId: Number(user), kind: kind as NotificationKind };
}
