import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlashCardSet, PlaylistDetail } from '@portal/shared';
import { Client, createTestContext, type TestContext } from '../../test/helpers';
import { DEMO_ACCOUNTS, seedDemo } from './demo';

/** The demo learner's public playlist and the flash-card set in English and Thai (issue 19). */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  await seedDemo(t.db);
});
afterAll(async () => t?.close());

describe('demo playlist and flash cards', () => {
  it('lists the learner’s public playlist, holding courses and a studiable Thai/English set', async () => {
    const account = DEMO_ACCOUNTS.find((a) => a.role === 'learner')!;
    const client = new Client(t.app);
    expect((await client.login(account.email, account.password)).statusCode).toBe(200);
    const mine = await client.get('/api/learning-playlist/?tab=mine');
    const [summary] = mine.json<{ results: { id: number; visibility: string }[] }>().results;
    expect(summary).toMatchObject({ visibility: 'public' });
    const playlist = (
      await client.get(`/api/learning-playlist/${summary!.id}/`)
    ).json<PlaylistDetail>();
    expect(playlist.items.map((i) => i.kind)).toEqual(['course', 'course', 'course', 'flash_card']);
    const setId = playlist.items.at(-1)!.content_id;
    const set = (await client.get(`/api/flash-card/${setId}/`)).json<FlashCardSet>();
    expect(set.cards).toHaveLength(5);
    expect(set.cards.every((c) => c.front_th && c.back_th && c.front_en && c.back_en)).toBe(true);
  });
});
