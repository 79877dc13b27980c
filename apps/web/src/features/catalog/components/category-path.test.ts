import { describe, expect, it } from 'vitest';
import { categoryPathOf } from './category-page';

describe('categoryPathOf', () => {
  it('reads /category/12, SPEC’s /category/-_12 and a content type after it by code or id', () => {
    expect(categoryPathOf({ categoryid: '12' })).toEqual({ id: 12, contentType: undefined });
    expect(categoryPathOf({ categoryid: '-_12' })).toEqual({ id: 12, contentType: undefined });
    expect(categoryPathOf({ categoryid: '-_12', contenttypeid: 'test' })).toEqual({
      id: 12,
      contentType: 'test',
    });
    expect(categoryPathOf({ categoryid: '-_12', contenttypeid: '1' }).contentType).toBe('course');
    expect(categoryPathOf({ categoryid: '-_12', contenttypeid: 'nope' }).contentType).toBe(
      undefined,
    );
    expect(categoryPathOf({ categoryid: 'abc' }).id).toBeNaN();
  });
});
