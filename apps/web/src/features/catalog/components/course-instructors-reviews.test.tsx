import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { ReviewsPanel } from '@/features/material/review';
import { buildCourse, paged } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const PHOTO = '/api/media/image/3f/3f9a.jpg';
const noReviews = {
  ...paged([]),
  summary: { average: null, count: 0, distribution: [0, 0, 0, 0, 0] },
  own: null,
};

describe(
  'course page: instructor photos and course reviews (issue 21 item 7)',
  { timeout: 30_000 },
  () => {
    it('shows an instructor with a photo as the photo and one without as initials; reviews name the course, in Thai too', async () => {
      installFakeServer({
        '/api/account/profile/': { status: 200, body: buildUser() },
        '/api/course/6/': {
          status: 200,
          body: buildCourse({
            instructor_bio_list: [
              { id: 1, name: 'Kanya Srisuk', bio: 'Data analyst and teacher.', image: PHOTO },
              { id: 2, name: 'Anan Wongsa', bio: 'Project manager.', image: null },
            ],
          }),
        },
        '/api/course/6/review/': { status: 200, body: noReviews },
        '/api/course/6/related/': { status: 200, body: paged([]) },
      });
      const view = renderApp(webfrontRoutes, '/course/6');
      const bios = await screen.findByTestId('course-instructor-bios', {}, { timeout: 15_000 });
      const [kanya, anan] = within(bios)
        .getAllByRole('link')
        .map((link) => link.closest('.mantine-Group-root') as HTMLElement);
      const photo = within(kanya!).getByRole('img', { name: 'Kanya Srisuk' });
      expect(photo.tagName).toBe('IMG');
      expect(photo.getAttribute('src')).toBe(PHOTO);
      expect(anan!.querySelector('img')).toBeNull();
      expect(within(anan!).getByText('AW')).toBeTruthy();

      expect(
        await screen.findByText('No reviews yet. Be the first to rate this course.'),
      ).toBeTruthy();
      expect(screen.queryByText(/this material/)).toBeNull();
      await view.i18n.changeLanguage('th');
      expect(await screen.findByText('ยังไม่มีรีวิว มาเป็นคนแรกที่ให้คะแนนคอร์สนี้')).toBeTruthy();
      expect(screen.queryByText(/เนื้อหานี้/)).toBeNull();
    });

    it('says reviews are off for the course, and a material keeps its own word', async () => {
      installFakeServer({
        '/api/course/6/review/': {
          status: 403,
          body: { detail: 'Reviews is disable', code: 'reviews_disabled' },
        },
        '/api/material/40/review/': { status: 200, body: noReviews },
      });
      const view = renderApp(
        [
          {
            path: '/',
            element: (
              <>
                <ReviewsPanel materialId={6} target="course" canWrite={false} />
                <ReviewsPanel materialId={40} canWrite={false} />
              </>
            ),
          },
        ],
        '/',
      );
      expect(await screen.findByText('Reviews is disable')).toBeTruthy();
      expect(
        await screen.findByText('No reviews yet. Be the first to rate this material.'),
      ).toBeTruthy();
      await view.i18n.changeLanguage('th');
      expect(await screen.findByText('ปิดการรีวิวสำหรับคอร์สนี้')).toBeTruthy();
      expect(await screen.findByText('ยังไม่มีรีวิว มาเป็นคนแรกที่ให้คะแนนเนื้อหานี้')).toBeTruthy();
    });
  },
);
