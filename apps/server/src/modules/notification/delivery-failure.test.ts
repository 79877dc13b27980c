import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '@/context';
import { createMailer } from '@/lib/mailer';
import { createLocalPubSub } from '@/lib/pubsub';
import { createSettingsStore } from '@/lib/settings/settings';
import {
  buildUser,
  Client,
  createTestContext,
  type TestContext,
  signedInAdmin,
} from '../../../test/helpers';
import { sendQueuedMails } from './delivery';
import { notify } from './notify';

let t: TestContext;
let root: Client;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  root = await signedInAdmin(t);
});
afterAll(async () => t.close());

describe('delivery failures', () => {
  it('lists the notification e-mails the SMTP server refused, newest first, with its error', async () => {
    // An SMTP server that is not there: each send fails and is marked so by the sender.
    const ctx: AppContext = {
      config: t.config,
      db: t.db,
      mailer: createMailer(t.db, 'smtp://127.0.0.1:9', 'Portal <no-reply@localhost>'),
      settings: createSettingsStore(t.db),
      pubsub: createLocalPubSub(),
      queue: { send: () => Promise.reject(new Error('not used')) },
    };
    const first = await buildUser(t.db);
    const second = await buildUser(t.db);
    const ids: number[] = [];
    for (const user of [first, second])
      ids.push(
        ...(await t.db.transaction().execute((trx) =>
          notify(trx, {
            kind: 'certificate',
            key: `failure-test:${user.id}`,
            recipients: [user.id],
            params: { title_en: 'A', title_th: 'ก', outcome: 'issued' },
          }),
        )),
      );
    await sendQueuedMails(ctx, ids.slice(0, 1));
    await sendQueuedMails(ctx, ids.slice(1));

    const res = await root.get('/api/dashboard/notification/failure/?page_size=200');
    expect(res.statusCode).toBe(200);
    const mine = res
      .json()
      .results.filter((r: { notification_id: number }) => ids.includes(r.notification_id));
    expect(mine).toEqual([
      expect.objectContaining({
        notification_id: ids[1],
        kind: 'certificate',
        recipient_id: second.id,
        recipient_email: second.email,
        error: expect.stringMatching(/\S/),
        failed_at: expect.any(String),
      }),
      expect.objectContaining({ notification_id: ids[0], recipient_id: first.id }),
    ]);

    const learner = new Client(t.app);
    await learner.login(first.email, first.password);
    expect((await learner.get('/api/dashboard/notification/failure/')).statusCode).toBe(403);
  });
});
