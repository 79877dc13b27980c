import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import { forgetPreparedNames, preparedName } from './database';

describe('preparedName', () => {
  it('prepares a parameterised statement from its third run, under one name', () => {
    forgetPreparedNames();
    const text = 'select "id" from "content" where "id" = $1 /* prepared-name test */';
    expect(preparedName(text, [1])).toBeUndefined();
    expect(preparedName(text, [2])).toBeUndefined();
    const name = preparedName(text, [3]);
    expect(name).toMatch(/^portal_\d+$/);
    expect(preparedName(text, [4])).toBe(name);
  });

  it('never prepares text searches or statements without parameters', () => {
    const search = 'select 1 from "content" where "search_text" ilike $1 /* t */';
    const bare = 'select 1 /* t */';
    for (let n = 0; n < 5; n++) {
      expect(preparedName(search, ['%x%'])).toBeUndefined();
      expect(preparedName(bare, [])).toBeUndefined();
    }
  });
});

describe('a prepared statement on the pool', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(async () => t.close());

  it('answers the same rows as before it was prepared, with other parameters each time', async () => {
    const answers: string[] = [];
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const row = await t.db
        .selectFrom('update_stamp')
        .select((eb) => eb.val(name).as('echo'))
        .where('area', '<>', `not-${name}`)
        .limit(1)
        .execute();
      answers.push(row[0]?.echo ?? name);
    }
    expect(answers).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});
