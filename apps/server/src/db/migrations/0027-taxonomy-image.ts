import type { Kysely } from 'kysely';

/**
 * Providers get a logo and instructors a photo, like content's cover: the address of an image
 * uploaded from the dashboard (/api/media/image/...), null for none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('provider').addColumn('image', 'text').execute();
  await db.schema.alterTable('instructor').addColumn('image', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('instructor').dropColumn('image').execute();
  await db.schema.alterTable('provider').dropColumn('image').execute();
}
