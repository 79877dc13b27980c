import type { TestContext } from './helpers';

/**
 * Switches B2C explore mode on in a test's database, so signed-out requests may read the
 * catalog (access 'visitor'). Call it right after createTestContext, before any request: the
 * app's settings store caches what it read for two seconds.
 */
export async function openToVisitors(t: TestContext): Promise<void> {
  await t.db
    .insertInto('config_value')
    .values({ name: 'config-b2c-is-enabled', value: JSON.stringify(true), updated_at: new Date() })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: JSON.stringify(true) }))
    .execute();
}
