import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { HOME_MENU } from './home-menu';

describe('home menu', () => {
  it('sends instructors and learning centers to their directories (SPEC §2 /instructor, /provider)', () => {
    const to = Object.fromEntries(HOME_MENU.map((m) => [m.key, m.to]));
    expect(to.instructors).toBe('/instructor');
    expect(to.learning_centers).toBe('/provider');
  });

  it.each(HOME_MENU.map((m) => [m.key, m.to]))(
    '%s (%s) opens a screen, not the 404 page',
    (_key, to) => {
      const matches = matchRoutes(webfrontRoutes, to) ?? [];
      expect(matches.at(-1)?.route.path ?? '*').not.toBe('*');
    },
  );
});
