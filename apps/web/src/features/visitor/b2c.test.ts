import { describe, expect, it } from 'vitest';
import { isExplorePath } from './b2c';

describe('isExplorePath', () => {
  it('opens the catalog, programs, classes, taxonomy, search and news pages to a visitor', () => {
    for (const path of [
      '/',
      '/course',
      '/course/12',
      '/course/12/info',
      '/class/3/session/4',
      '/learning-path/7',
      '/category/5',
      '/provider/2/about',
      '/search',
      '/news',
      '/news/9',
      '/informative/1',
    ])
      expect(isExplorePath(path), path).toBe(true);
  });

  it('keeps learning, the library, the profile and the cart behind sign-in', () => {
    for (const path of [
      '/course/12/playlist/3',
      '/course/12/discussion',
      '/profile/library',
      '/profile/my-profile',
      '/cart/purchase',
      '/test/4',
      '/notification',
    ])
      expect(isExplorePath(path), path).toBe(false);
  });
});
