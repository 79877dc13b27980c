import { describe, expect, it } from 'vitest';
import { Client } from '../../../test/helpers';
import { mediaSignature } from './media-url';
import { useMaterialFixtures, VIDEO } from './material.fixtures';

const fx = useMaterialFixtures();
const { signedIn, course, enrolledLearner, raw, mediaUrl } = fx;

describe('GET /api/material/{id}/media/', () => {
  it('serves the whole file to an enrolled learner with type, length, ETag and Last-Modified', async () => {
    const c = await course();
    const { client } = await enrolledLearner(c.course.id);
    const url = await mediaUrl(client, c.video.id);
    const res = await raw(client, 'GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-length']).toBe(String(VIDEO.length));
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(new Date(String(res.headers['last-modified'])).getTime()).toBeGreaterThan(0);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.rawPayload.equals(VIDEO)).toBe(true);
    // The same ETag again: not modified.
    const again = await raw(client, 'GET', url, {
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers a byte range with 206 and Content-Range, and the exact bytes', async () => {
    const c = await course();
    const { client } = await enrolledLearner(c.course.id);
    const url = await mediaUrl(client, c.video.id);
    const res = await raw(client, 'GET', url, {
      range: 'bytes=100-199',
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${VIDEO.length}`);
    expect(res.headers['content-length']).toBe('100');
    expect(res.rawPayload.equals(VIDEO.subarray(100, 200))).toBe(true);

    const open = await raw(client, 'GET', url, {
      range: `bytes=${VIDEO.length - 10}-`,
    });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(VIDEO.subarray(VIDEO.length - 10))).toBe(true);
  });

  it('answers a suffix range with the last bytes', async () => {
    const c = await course();
    const { client } = await enrolledLearner(c.course.id);
    const url = await mediaUrl(client, c.video.id);
    const res = await raw(client, 'GET', url, {
      range: 'bytes=-500',
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(
      `bytes ${VIDEO.length - 500}-${VIDEO.length - 1}/${VIDEO.length}`,
    );
    expect(res.rawPayload.equals(VIDEO.subarray(VIDEO.length - 500))).toBe(true);
  });

  it('answers 416 with the size for a range past the end', async () => {
    const c = await course();
    const { client } = await enrolledLearner(c.course.id);
    const url = await mediaUrl(client, c.video.id);
    const res = await raw(client, 'GET', url, {
      range: `bytes=${VIDEO.length}-`,
    });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${VIDEO.length}`);
  });

  it('sends the whole file when If-Range names another version', async () => {
    const c = await course();
    const { client } = await enrolledLearner(c.course.id);
    const url = await mediaUrl(client, c.video.id);
    const res = await raw(client, 'GET', url, {
      range: 'bytes=0-9',
      'if-range': '"stale"',
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(VIDEO.length);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const c = await course();
    const { client } = await enrolledLearner(c.course.id);
    const url = await mediaUrl(client, c.video.id);
    const res = await raw(client, 'HEAD', url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-length']).toBe(String(VIDEO.length));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.length).toBe(0);
    const partial = await raw(client, 'HEAD', url, {
      range: 'bytes=0-9',
    });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 0-9/${VIDEO.length}`);
  });

  it('downloads as an attachment only where the material allows it', async () => {
    const c = await course();
    const { client } = await enrolledLearner(c.course.id);
    const allowed = await raw(client, 'GET', `/api/material/${c.document.id}/media/?download=1`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-type']).toBe('application/pdf');
    expect(allowed.headers['content-disposition']).toMatch(/^attachment; filename="handout\.pdf"/);
    const refused = await raw(client, 'GET', `/api/material/${c.video.id}/media/?download=1`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'Not available to download',
      code: 'not_available_to_download',
    });
  });

  it('refuses a learner who is not enrolled, a visitor, and answers 404 without a file', async () => {
    const c = await course();
    const stranger = await signedIn();
    const refused = await raw(stranger.client, 'GET', `/api/material/${c.video.id}/media/`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('not_enrolled');
    expect(
      (await raw(new Client(fx.t.app), 'GET', `/api/material/${c.video.id}/media/`)).statusCode,
    ).toBe(401);
    const { client } = await enrolledLearner(c.course.id);
    expect((await raw(client, 'GET', `/api/material/${c.article.id}/media/`)).statusCode).toBe(404);
    expect((await raw(client, 'GET', `/api/material/999999/media/`)).statusCode).toBe(404);
  });

  it('refuses a learner whose enrolment was cancelled', async () => {
    const c = await course();
    const { client, user } = await enrolledLearner(c.course.id);
    const url = await mediaUrl(client, c.video.id);
    await fx.t.db
      .updateTable('learning_result')
      .set({ status: -1 })
      .where('user_id', '=', user.id)
      .where('content_id', '=', c.course.id)
      .execute();
    expect((await raw(client, 'GET', url)).statusCode).toBe(403);
  });

  it('serves a material published on its own to any signed-in learner', async () => {
    const c = await course();
    await fx.t.db
      .updateTable('content')
      .set({ is_publish: true })
      .where('id', '=', c.video.id)
      .execute();
    const { client } = await signedIn();
    expect((await raw(client, 'GET', await mediaUrl(client, c.video.id))).statusCode).toBe(200);
  });
});

describe('restricted media: only through a signed address (issue 13 item 9)', () => {
  const sessionOf = (client: Client) => client.cookies.get('sessionid') ?? '';

  it('refuses the bare address of a file that may not be downloaded, even to an enrolled learner', async () => {
    const c = await course();
    const { client } = await enrolledLearner(c.course.id);
    const bare = await raw(client, 'GET', `/api/material/${c.video.id}/media/`);
    expect(bare.statusCode).toBe(403);
    expect(bare.json().code).toBe('media_link_invalid');
    const ranged = await raw(client, 'GET', `/api/material/${c.video.id}/media/`, {
      range: 'bytes=0-99',
    });
    expect(ranged.statusCode).toBe(403);
    // A file the material lets learners download keeps its plain address.
    const pdf = await raw(client, 'GET', `/api/material/${c.document.id}/media/`);
    expect(pdf.statusCode).toBe(200);
  });

  it('serves ranges through the address the slot or the material hands the enrolled learner', async () => {
    const c = await course();
    const { client } = await enrolledLearner(c.course.id);
    const slot = (
      await client.get(`/api/course/${c.course.id}/slot/${c.slot(c.video.id)}/`)
    ).json();
    const url = slot.material.media.url as string;
    expect(url).toMatch(/\?exp=\d+&sig=/);
    const res = await raw(client, 'GET', url, { range: 'bytes=10-19' });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.equals(VIDEO.subarray(10, 20))).toBe(true);
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    expect(exp * 1000 - Date.now()).toBeGreaterThan(3500_000);
    expect(exp * 1000 - Date.now()).toBeLessThan(2 * 3600_000);
  });

  it('refuses an expired, a tampered, another material’s and another user’s signed address', async () => {
    const c = await course();
    const owner = await enrolledLearner(c.course.id);
    const url = await mediaUrl(owner.client, c.video.id);
    const params = new URL(url, 'http://x').searchParams;
    const exp = Number(params.get('exp'));
    const sig = String(params.get('sig'));
    const base = `/api/material/${c.video.id}/media/`;
    const refused = async (client: Client, address: string) => {
      const res = await raw(client, 'GET', address, { range: 'bytes=0-9' });
      expect(res.statusCode, address).toBe(403);
      expect(res.json().code).toBe('media_link_invalid');
    };
    // Expired: correctly signed by this very session, but a second in the past.
    const past = Math.floor(Date.now() / 1000) - 1;
    const pastSig = mediaSignature(sessionOf(owner.client), owner.user.id, c.video.id, past);
    await refused(owner.client, `${base}?exp=${past}&sig=${pastSig}`);
    // Tampered: a later expiry under the old signature, or one character of the signature.
    await refused(owner.client, `${base}?exp=${exp + 600}&sig=${sig}`);
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    await refused(owner.client, `${base}?exp=${exp}&sig=${flipped}`);
    // The signature of this material does not open another one.
    const other = await course();
    await owner.client.post(`/api/course/${other.course.id}/enroll/`);
    await refused(owner.client, `/api/material/${other.video.id}/media/?exp=${exp}&sig=${sig}`);
    // Another learner, enrolled too, cannot use the owner's address.
    const another = await enrolledLearner(c.course.id);
    await refused(another.client, url);
    // Nor can the owner once signed out and back in (a new session).
    await owner.client.post('/api/account/logout/');
    await owner.client.login(owner.user.email, owner.user.password);
    await refused(owner.client, url);
  });

  it('refuses a signed-in learner who is not enrolled in the course holding the material', async () => {
    const c = await course();
    const owner = await enrolledLearner(c.course.id);
    const url = await mediaUrl(owner.client, c.video.id);
    const stranger = await signedIn();
    expect((await stranger.client.get(`/api/material/${c.video.id}/`)).statusCode).toBe(403);
    const res = await raw(stranger.client, 'GET', url, { range: 'bytes=0-9' });
    expect([403, 404]).toContain(res.statusCode);
  });
});
