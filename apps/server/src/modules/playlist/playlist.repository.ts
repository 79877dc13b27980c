import { COMPLETED_STATUSES, type PlaylistTab } from '@portal/shared';
import { sql } from 'kysely';
import type { Executor } from '@/db/database';

const fullName = sql<string>`trim(u.first_name || ' ' || u.last_name)`;

/** A playlist row held for a change, so two writers cannot interleave (order, members). */
export async function lockPlaylist(db: Executor, id: number) {
  return db
    .selectFrom('playlist')
    .selectAll()
    .where('id', '=', id)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/** The playlist's tags, by name. */
export async function playlistTags(db: Executor, playlistId: number) {
  return db
    .selectFrom('playlist_tag as pt')
    .innerJoin('tag as t', 't.id', 'pt.tag_id')
    .select(['t.id', 't.name_en', 't.name_th'])
    .where('pt.playlist_id', '=', playlistId)
    .orderBy('t.name_en')
    .orderBy('t.id')
    .execute();
}

export async function findPlaylist(db: Executor, id: number) {
  return db.selectFrom('playlist').selectAll().where('id', '=', id).executeTakeFirst();
}
export type PlaylistRow = NonNullable<Awaited<ReturnType<typeof findPlaylist>>>;

/** A user's membership of a playlist (a collaborator's group, or follower), if any. */
export async function findMember(db: Executor, playlistId: number, userId: number) {
  return db
    .selectFrom('playlist_member')
    .select(['role', 'share_progress'])
    .where('playlist_id', '=', playlistId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Items in order with their content and whether the user completed each. */
export async function playlistItems(db: Executor, playlistId: number, userId: number) {
  return db
    .selectFrom('playlist_item as i')
    .innerJoin('content as c', 'c.id', 'i.content_id')
    .leftJoin('learning_result as r', (join) =>
      join
        .onRef('r.content_id', '=', 'i.content_id')
        .on('r.user_id', '=', userId)
        .on('r.status', 'in', [...COMPLETED_STATUSES]),
    )
    .select([
      'i.id',
      'i.content_id',
      'i.sort',
      'i.is_removeable',
      'c.kind',
      'c.title_en',
      'c.title_th',
      'c.image',
      sql<boolean>`r.id IS NOT NULL`.as('is_completed'),
    ])
    .where('i.playlist_id', '=', playlistId)
    .orderBy('i.sort')
    .orderBy('i.id')
    .execute();
}

/** The owner's name, the collaborators, and the number of followers, in one statement. */
export async function playlistPeople(db: Executor, playlistId: number, ownerId: number) {
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('playlist_member as m', (join) =>
      join.onRef('m.user_id', '=', 'u.id').on('m.playlist_id', '=', playlistId),
    )
    .select(['u.id', 'u.email', fullName.as('name'), 'm.role'])
    .select(
      sql<string>`(SELECT count(*) FROM playlist_member f
        WHERE f.playlist_id = ${playlistId} AND f.role = 'follower')`.as('followers'),
    )
    .where((eb) => eb.or([eb('u.id', '=', ownerId), eb('m.role', '<>', 'follower')]))
    .orderBy('u.id')
    .execute();
  const owner = rows.find((r) => r.id === ownerId);
  return {
    owner: { id: ownerId, name: owner?.name ?? '' },
    collaborators: rows.flatMap((r) =>
      r.id !== ownerId && r.role !== null && r.role !== 'follower'
        ? [{ id: r.id, name: r.name, email: r.email, group: r.role }]
        : [],
    ),
    followers: Number(rows[0]?.followers ?? 0),
  };
}

function listQuery(db: Executor, userId: number, tab: PlaylistTab) {
  const base = db
    .selectFrom('playlist as p')
    .innerJoin('users as u', 'u.id', 'p.owner_id')
    .leftJoin('playlist_member as me', (join) =>
      join.onRef('me.playlist_id', '=', 'p.id').on('me.user_id', '=', userId),
    );
  if (tab === 'mine') return base.where('p.owner_id', '=', userId);
  if (tab === 'public')
    return base.where('p.visibility', '=', 'public').where('p.is_hidden', '=', false);
  return base
    .where('me.role', tab === 'shared' ? '<>' : '=', 'follower')
    .where('p.owner_id', '<>', userId);
}

/** One page of a library tab: mine, shared with me, followed, or the public list. */
export async function listPlaylists(
  db: Executor,
  userId: number,
  tab: PlaylistTab,
  window: { limit: number; offset: number },
) {
  const query = listQuery(db, userId, tab);
  const [rows, count] = await Promise.all([
    query
      .select([
        'p.id',
        'p.title_en',
        'p.title_th',
        'p.image',
        'p.visibility',
        'p.owner_id',
        'p.updated_at',
        fullName.as('owner_name'),
        'me.role',
        sql<string>`(SELECT count(*) FROM playlist_item i WHERE i.playlist_id = p.id)`.as(
          'item_count',
        ),
      ])
      .orderBy('p.updated_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** My playlists and those I collaborate on (all may add), each saying if it holds the content. */
export async function editablePlaylists(
  db: Executor,
  userId: number,
  contentId: number,
  window: { limit: number; offset: number },
) {
  const query = db
    .selectFrom('playlist as p')
    .where((eb) =>
      eb.or([
        eb('p.owner_id', '=', userId),
        eb.exists(
          eb
            .selectFrom('playlist_member as m')
            .select('m.playlist_id')
            .whereRef('m.playlist_id', '=', 'p.id')
            .where('m.user_id', '=', userId)
            .where('m.role', '<>', 'follower'),
        ),
      ]),
    );
  const [rows, count] = await Promise.all([
    query
      .select([
        'p.id',
        'p.title_en',
        'p.title_th',
        sql<string>`(SELECT count(*) FROM playlist_item i WHERE i.playlist_id = p.id)`.as(
          'item_count',
        ),
        sql<boolean>`EXISTS (SELECT 1 FROM playlist_item i
          WHERE i.playlist_id = p.id AND i.content_id = ${contentId})`.as('has_content'),
      ])
      .orderBy('p.updated_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * Followers who allowed it, a page of them, each with the playlist's items they completed.
 * Followers who did not opt in are never read.
 */
export async function followerProgress(
  db: Executor,
  playlistId: number,
  window: { limit: number; offset: number },
) {
  const query = db
    .selectFrom('playlist_member as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where('m.playlist_id', '=', playlistId)
    .where('m.role', '=', 'follower')
    .where('m.share_progress', '=', true);
  const [rows, count] = await Promise.all([
    query
      .select([
        'u.id',
        fullName.as('name'),
        sql<number[]>`coalesce((SELECT array_agg(i.id ORDER BY i.sort, i.id)
          FROM playlist_item i
          JOIN learning_result r ON r.content_id = i.content_id AND r.user_id = m.user_id
          WHERE i.playlist_id = m.playlist_id AND r.status IN (${sql.join([...COMPLETED_STATUSES])})
        ), '{}')`.as('completed'),
      ])
      .orderBy('m.created_at')
      .orderBy('m.user_id')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Dashboard moderation: listed (public) and link-shared playlists, newest first. */
export async function moderationList(
  db: Executor,
  filter: { search?: string },
  window: { limit: number; offset: number },
) {
  const like = filter.search ? `%${filter.search.replace(/[\\%_]/g, '\\$&')}%` : null;
  const query = db
    .selectFrom('playlist as p')
    .innerJoin('users as u', 'u.id', 'p.owner_id')
    .where('p.visibility', 'in', ['public', 'shared'])
    .$if(like !== null, (qb) =>
      qb.where((eb) =>
        eb.or([eb('p.title_en', 'ilike', like ?? ''), eb('u.email', 'ilike', like ?? '')]),
      ),
    );
  const [rows, count] = await Promise.all([
    query
      .select([
        'p.id',
        'p.title_en',
        'p.visibility',
        'p.is_hidden',
        'p.updated_at',
        'u.email as owner_email',
        fullName.as('owner_name'),
        sql<string>`(SELECT count(*) FROM playlist_item i WHERE i.playlist_id = p.id)`.as(
          'item_count',
        ),
      ])
      .orderBy('p.updated_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
