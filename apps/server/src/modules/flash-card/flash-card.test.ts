import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEITNER_DAYS, nextLeitner, studyOrder, type FlashCardSet } from '@portal/shared';
import {
  buildAdmin,
  buildUser,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { makePng } from '../../../test/images';

let t: TestContext;
let admin: Client;

beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  const user = await buildAdmin(t.db);
  admin = new Client(t.app);
  await admin.login(user.email, user.password, '/api/dashboard/account/login/');
});
afterAll(async () => t.close());

async function person() {
  const user = await buildUser(t.db);
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

const deck = {
  title_en: 'Fire safety words',
  title_th: 'คำศัพท์ความปลอดภัยจากอัคคีภัย',
  cards: [
    {
      front_en: 'Extinguisher',
      front_th: 'ถังดับเพลิง',
      back_en: 'Puts out fires',
      back_th: 'ใช้ดับไฟ',
    },
    { front_en: 'Exit', front_th: 'ทางออก', back_en: 'The way out', back_th: 'ทางหนีไฟ' },
  ],
};

async function madeSet(client: Client, body: object = deck) {
  const res = await client.post('/api/flash-card/', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<FlashCardSet>();
}

describe('Leitner scheduling', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const days = (d: Date) => (d.getTime() - now.getTime()) / 86_400_000;

  it('moves a known card one box up to at most the last, a missed one back to box 1', () => {
    expect(nextLeitner(1, true, now)).toMatchObject({ box: 2 });
    expect(days(nextLeitner(1, true, now).due)).toBe(LEITNER_DAYS[1]);
    expect(nextLeitner(4, true, now).box).toBe(5);
    expect(nextLeitner(5, true, now).box).toBe(5);
    expect(days(nextLeitner(5, true, now).due)).toBe(LEITNER_DAYS[4]);
    expect(nextLeitner(4, false, now)).toEqual({ box: 1, due: now });
  });

  it('studies due cards first, lowest box first, then the rest by due date', () => {
    const at = (d: number) => new Date(now.getTime() + d * 86_400_000).toISOString();
    const cards = [
      { id: 1, box: 3, due_at: at(2) },
      { id: 2, box: 2, due_at: at(-1) },
      { id: 3, box: 1, due_at: null },
      { id: 4, box: 4, due_at: at(1) },
    ];
    expect(studyOrder(cards, now).map((c) => c.id)).toEqual([3, 2, 4, 1]);
  });

  it('stores each learner their own box per card through the answer route', async () => {
    const owner = await person();
    const other = await person();
    const set = await madeSet(owner.client);
    const card = set.cards[0]!.id;
    const answer = (c: Client, knew: boolean) =>
      c.post(`/api/flash-card/${set.id}/card/${card}/answer/`, { knew });
    expect((await answer(owner.client, true)).json()).toMatchObject({ card_id: card, box: 2 });
    expect((await answer(owner.client, true)).json()).toMatchObject({ box: 3 });
    const again = (await answer(owner.client, false)).json<{ box: number; due_at: string }>();
    expect(again.box).toBe(1);
    expect(Date.parse(again.due_at)).toBeLessThanOrEqual(Date.now());
    const seen = (await owner.client.get(`/api/flash-card/${set.id}/`)).json<FlashCardSet>();
    expect(seen.cards.map((c) => c.box)).toEqual([1, 1]);
    const row = await t.db
      .selectFrom('flash_card_box')
      .select(['box', 'reviews'])
      .where('user_id', '=', owner.user.id)
      .where('card_id', '=', card)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ box: 1, reviews: 3 });
    // The set is the owner's draft: another learner does not find it, nor answer its cards.
    expect((await other.client.get(`/api/flash-card/${set.id}/`)).statusCode).toBe(404);
    expect((await answer(other.client, true)).statusCode).toBe(404);
  });
});

describe('approval flow', () => {
  it('edits a draft, sends it, locks it, and publishes it when the dashboard approves', async () => {
    const owner = await person();
    const other = await person();
    const set = await madeSet(owner.client);
    expect(set).toMatchObject({ is_publish: false, is_mine: true, request_status: null });

    const edited = await owner.client.request('PUT', `/api/flash-card/${set.id}/`, {
      ...deck,
      cards: [...deck.cards, { front_en: 'Alarm', back_en: 'Rings when there is smoke' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<FlashCardSet>().cards).toHaveLength(3);
    // Only the maker edits or sends it.
    expect((await other.client.request('PUT', `/api/flash-card/${set.id}/`, deck)).statusCode).toBe(
      404,
    );
    expect(
      (await other.client.post(`/api/flash-card/${set.id}/request-approval/`)).statusCode,
    ).toBe(404);

    const sent = await owner.client.post(`/api/flash-card/${set.id}/request-approval/`);
    expect(sent.json<FlashCardSet>().request_status).toBe(1);
    const locked = await owner.client.request('PUT', `/api/flash-card/${set.id}/`, deck);
    expect(locked.json<{ code: string }>().code).toBe('flash_card_locked');
    expect(
      (await owner.client.post(`/api/flash-card/${set.id}/request-approval/`)).statusCode,
    ).toBe(400);

    // The dashboard's learner-made material requests hold it; rejecting sends it back.
    const list = await admin.get('/api/dashboard/material-request/?status=1&page_size=200');
    expect(list.statusCode, list.body).toBe(200);
    const request = list
      .json<{ results: { id: number; material: { id: number; kind: string } }[] }>()
      .results.find((r) => r.material.id === set.id);
    expect(request?.material.kind).toBe('flash_card');
    const rejected = await admin.post(`/api/dashboard/material-request/${request!.id}/reject/`, {
      reason: 'Add Thai backs',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const back = (await owner.client.get(`/api/flash-card/${set.id}/`)).json<FlashCardSet>();
    expect(back).toMatchObject({ request_status: -3, request_reason: 'Add Thai backs' });

    // Edited again and sent again: the same request waits again; approval publishes the set.
    expect((await owner.client.request('PUT', `/api/flash-card/${set.id}/`, deck)).statusCode).toBe(
      200,
    );
    await owner.client.post(`/api/flash-card/${set.id}/request-approval/`);
    const approved = await admin.post(
      `/api/dashboard/material-request/${request!.id}/approve/`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const open = await other.client.get(`/api/flash-card/${set.id}/`);
    expect(open.json<FlashCardSet>()).toMatchObject({
      is_publish: true,
      is_mine: false,
      request_status: null,
    });
    // Findable in the catalog search.
    const found = await other.client.get(
      `/api/search/?content_type=flash_card&search=${encodeURIComponent('Fire safety')}`,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.body).toContain(`"id":${set.id}`);

    const mine = await owner.client.get('/api/flash-card/mine/');
    expect(mine.json<{ results: unknown[] }>().results).toMatchObject([
      { id: set.id, card_count: 2, is_publish: true, request_status: 30 },
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'flash_card_set')
      .where('entity_id', '=', String(set.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'create_flash_card_set',
      'update_flash_card_set',
      'request_approval_flash_card_set',
      'update_flash_card_set',
      'request_approval_flash_card_set',
    ]);
  });
});

describe('card images', () => {
  const upload = (c: Client, name: string, bytes: Buffer) =>
    c.post('/api/flash-card/image/', { name, data: bytes.toString('base64') });

  it('stores a real image and takes its address on a card', async () => {
    const { client } = await person();
    const res = await upload(client, 'flame.png', makePng(40, 30));
    expect(res.statusCode, res.body).toBe(201);
    const url = res.json<{ url: string }>().url;
    expect(url).toMatch(/^\/api\/media\/image\//);
    const set = await madeSet(client, { ...deck, cards: [{ ...deck.cards[0], image: url }] });
    expect(set.cards[0]!.image).toBe(url);
    expect((await client.get(url)).statusCode).toBe(200);
  });

  it('refuses bytes that are not the image the name says, a wrong type, and too big', async () => {
    const { client } = await person();
    const fake = await upload(client, 'card.png', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json<{ code: string }>().code).toBe('accept_image_file_size_xx');
    const jpegNamedPng = await upload(client, 'card.gif', makePng(10, 10));
    expect(jpegNamedPng.statusCode).toBe(400);
    expect((await upload(client, 'card.svg', makePng(10, 10))).statusCode).toBe(400);
    const big = await upload(client, 'big.png', makePng(10, 10, [1, 2, 3], 520 * 1024));
    expect([400, 413]).toContain(big.statusCode);
  });

  it('refuses a card image address that is not an uploaded image', async () => {
    const { client } = await person();
    const res = await client.post('/api/flash-card/', {
      ...deck,
      cards: [{ ...deck.cards[0], image: 'https://evil.example/x.png' }],
    });
    expect(res.statusCode).toBe(400);
    const unknown = await client.post('/api/flash-card/', {
      ...deck,
      cards: [{ ...deck.cards[0], image: `/api/media/image/ab/${'a'.repeat(64)}.png` }],
    });
    expect(unknown.statusCode).toBe(400);
  });
});
