import { describe, expect, it } from 'vitest';
import { useMaterialFixtures, VIDEO } from './material.fixtures';

const fx = useMaterialFixtures();
const { signedIn, course, enrolledLearner } = fx;

describe('GET /api/material/{id}/ and GET /api/course/{id}/slot/{slotid}/', () => {
  it('describes each kind for the player, with SPEC §9 stamp defaults', async () => {
    const c = await course();
    const { client } = await enrolledLearner(c.course.id);
    const video = (await client.get(`/api/material/${c.video.id}/`)).json();
    expect(video).toMatchObject({
      id: c.video.id,
      content_type: { code: 'video' },
      duration_seconds: 8,
      media: {
        url: expect.stringMatching(
          new RegExp(`^/api/material/${c.video.id}/media/\\?exp=\\d+&sig=[\\w-]{43}$`),
        ),
        download_url: null,
        mime_type: 'video/mp4',
        size: VIDEO.length,
      },
      article_html: null,
      external_video: null,
      stamp: { action: 10, duration: 0.5, use: 1, diff: 1, max: 1 },
      learning_result: null,
    });
    const document = (await client.get(`/api/material/${c.document.id}/`)).json();
    expect(document).toMatchObject({
      page_count: 4,
      is_allow_download: true,
      media: {
        download_url: `/api/material/${c.document.id}/media/?download=1`,
        mime_type: 'application/pdf',
      },
      stamp: { action: 10, page: 1 },
    });
    const youtube = (await client.get(`/api/material/${c.youtube.id}/`)).json();
    expect(youtube).toMatchObject({
      media: null,
      external_video: { provider: 'youtube', video_id: 'jNQXAC9IVRw' },
      stamp: { action: 10, duration: 0.5, use: 1, diff: 4, max: 3 },
    });
    // The request's ?lang (a ?lang= visit, issue 21 item 19) wins over the profile's en; without
    // it, the profile's language.
    const th = (await client.get(`/api/material/${c.article.id}/?lang=th`)).json();
    expect(th.article_html).toBe('<p>อ่านฉัน</p>');
    const en = (await client.get(`/api/material/${c.article.id}/`)).json();
    expect(en.article_html).toBe('<p>Read me</p>');
    await client.patch('/api/account/profile/', { language: 'th' });
    const thai = (await client.get(`/api/material/${c.article.id}/`)).json();
    expect(thai).toMatchObject({
      article_html: '<p>อ่านฉัน</p>',
      stamp: { action: 10, percent: 100 },
    });
  });

  it('gives the slot with the learner position after a progress stamp', async () => {
    const c = await course();
    const { client } = await enrolledLearner(c.course.id);
    const slotId = c.slot(c.document.id);
    await client.post(`/api/course/${c.course.id}/slot/${slotId}/progress/`, {
      action: 10,
      page: 3,
    });
    const res = await client.get(`/api/course/${c.course.id}/slot/${slotId}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: slotId,
      course_id: c.course.id,
      is_required: true,
      // One page of four seen (issue 13 item 8); the learner is at page 3.
      material: { id: c.document.id, learning_result: { status: 21, percent: 25, page: 3 } },
    });
    // The material's own detail says the same.
    expect((await client.get(`/api/material/${c.document.id}/`)).json().learning_result.page).toBe(
      3,
    );
  });

  it('refuses a slot of a course the learner is not enrolled in, and a slot of another course', async () => {
    const c = await course();
    const other = await course();
    const { client } = await signedIn();
    const res = await client.get(`/api/course/${c.course.id}/slot/${c.slot(c.video.id)}/`);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('not_enrolled');
    expect((await client.get(`/api/material/${c.video.id}/`)).statusCode).toBe(403);
    await client.post(`/api/course/${c.course.id}/enroll/`);
    expect(
      (await client.get(`/api/course/${c.course.id}/slot/${other.slot(other.video.id)}/`))
        .statusCode,
    ).toBe(404);
  });
});
