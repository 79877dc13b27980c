import { describe, expect, it } from 'vitest';
import { nextListParams, readListParams } from './use-list-params';

const url = (s: string) => new URLSearchParams(s);

describe('list params in the URL (SPEC §2)', () => {
  it('reads page, search and ordering with defaults', () => {
    expect(readListParams(url(''), '-created')).toEqual({
      page: 1,
      search: '',
      ordering: '-created',
    });
    expect(readListParams(url('page=3&search=excel&ordering=title'))).toEqual({
      page: 3,
      search: 'excel',
      ordering: 'title',
    });
    expect(readListParams(url('page=-2')).page).toBe(1);
    expect(readListParams(url('page=abc')).page).toBe(1);
  });

  it('resets page to 1 when the search changes and keeps other params', () => {
    const next = nextListParams(url('page=4&search=old&lang=th&category=2'), { search: ' ภาษา ' });
    expect(next.get('search')).toBe('ภาษา');
    expect(next.has('page')).toBe(false);
    expect(next.get('lang')).toBe('th');
    expect(next.get('category')).toBe('2');
  });

  it('removes search and page when the search is emptied', () => {
    const next = nextListParams(url('page=4&search=old&ordering=title'), { search: '   ' });
    expect(next.toString()).toBe('ordering=title');
  });

  it('resets page on a new ordering or filter and drops an emptied filter', () => {
    expect(nextListParams(url('page=2&search=a'), { ordering: 'popular' }).toString()).toBe(
      'search=a&ordering=popular',
    );
    expect(nextListParams(url('page=2&tag=3'), { filter: 'tag', value: '' }).toString()).toBe('');
    expect(nextListParams(url('page=2'), { filter: 'tag', value: '5' }).toString()).toBe('tag=5');
  });

  it('keeps page 1 out of the URL', () => {
    expect(nextListParams(url('page=3&search=a'), { page: 1 }).toString()).toBe('search=a');
    expect(nextListParams(url('search=a'), { page: 2 }).toString()).toBe('search=a&page=2');
  });
});
