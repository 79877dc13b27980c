import { describe, expect, it } from 'vitest';
import { isAcceptableNext, loginUrl, resolveNext, withTrailingSlash } from './next-path';

describe('isAcceptableNext', () => {
  it.each([
    '/admin',
    '/admin/users',
    '/saml/login/',
    '/login/saml/success',
    '/account/sso/validate?x=1',
    '/console',
    '/error/404',
    '/course/1?from=/error',
  ])('discards %s', (next) => expect(isAcceptableNext(next)).toBe(false));

  it.each(['/', '/course/12/', '/profile/library?tab=history'])('keeps %s', (next) =>
    expect(isAcceptableNext(next)).toBe(true),
  );

  it('discards targets that leave the site', () => {
    expect(isAcceptableNext('https://evil.example.com/')).toBe(false);
    expect(isAcceptableNext('//evil.example.com/')).toBe(false);
    expect(isAcceptableNext('/\\evil.example.com')).toBe(false);
    expect(isAcceptableNext('')).toBe(false);
    expect(isAcceptableNext(null)).toBe(false);
  });
});

describe('resolveNext and loginUrl', () => {
  it('falls back to the base path', () => {
    expect(resolveNext('/console')).toBe('/');
    expect(resolveNext('/course/1/')).toBe('/course/1/');
  });

  it('carries the encoded current path', () => {
    expect(loginUrl('/course/1/?tab=info')).toBe(
      '/account/signin?next=%2Fcourse%2F1%2F%3Ftab%3Dinfo',
    );
    expect(loginUrl('/')).toBe('/account/signin?next=%2F');
    expect(loginUrl('/x', '/account/login')).toBe('/account/login?next=%2Fx');
  });
});

describe('withTrailingSlash', () => {
  it('adds a slash to the path part only', () => {
    expect(withTrailingSlash('/course/1')).toBe('/course/1/');
    expect(withTrailingSlash('/course/1?tab=info#top')).toBe('/course/1/?tab=info#top');
    expect(withTrailingSlash('/course/1/')).toBe('/course/1/');
  });
});
