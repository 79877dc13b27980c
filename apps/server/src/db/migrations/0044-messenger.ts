import { sql, type Kysely } from 'kysely';

/**
 * The messenger (issue 17, SPEC §9 message types 1 inbox, 2 group, 3 private, 4 support):
 * - conversation: its type; a group conversation names its class (content_id) or its group
 *   (group_id), one each; a private one its two people as `private_key` ("small:large" ids),
 *   one per pair; a support one its learner (`support_user_id`), one per learner. The newest
 *   message's id orders the inbox.
 * - conversation_member: who reads it, how far (`last_read_id`), left (a group) or muted.
 * - message: plain text (never HTML), keyset-paged by id within its conversation.
 * - user_block: a person who blocked another; no private conversation between them opens or
 *   takes a message while it stands.
 * - notification_delivery_failed_idx: the dashboard's list of refused notification e-mails.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE conversation (
    id serial PRIMARY KEY,
    type smallint NOT NULL CHECK (type IN (1, 2, 3, 4)),
    title text NOT NULL DEFAULT '',
    content_id integer REFERENCES content (id) ON DELETE CASCADE,
    group_id integer REFERENCES auth_group (id) ON DELETE CASCADE,
    private_key text,
    support_user_id integer REFERENCES users (id) ON DELETE CASCADE,
    last_message_id integer,
    last_message_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT conversation_content_key UNIQUE (content_id),
    CONSTRAINT conversation_group_key UNIQUE (group_id),
    CONSTRAINT conversation_private_key UNIQUE (private_key),
    CONSTRAINT conversation_support_key UNIQUE (support_user_id)
  )`.execute(db);
  // The dashboard's support list: answered or not, newest first.
  await sql`CREATE INDEX conversation_support_idx
    ON conversation (last_message_at DESC NULLS LAST, id DESC) WHERE type = 4`.execute(db);

  await sql`CREATE TABLE conversation_member (
    conversation_id integer NOT NULL REFERENCES conversation (id) ON DELETE CASCADE,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    last_read_id integer NOT NULL DEFAULT 0,
    muted boolean NOT NULL DEFAULT false,
    left_at timestamptz,
    joined_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (conversation_id, user_id)
  )`.execute(db);
  // My inbox: the conversations I am in.
  await sql`CREATE INDEX conversation_member_user_idx
    ON conversation_member (user_id, conversation_id) WHERE left_at IS NULL`.execute(db);

  await sql`CREATE TABLE message (
    id serial PRIMARY KEY,
    conversation_id integer NOT NULL REFERENCES conversation (id) ON DELETE CASCADE,
    sender_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    from_support boolean NOT NULL DEFAULT false,
    body text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  // The history (keyset by id) and the unread counts (ids after my last read one).
  await sql`CREATE INDEX message_conversation_idx
    ON message (conversation_id, id DESC) INCLUDE (sender_id)`.execute(db);

  await sql`CREATE TABLE user_block (
    blocker_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    blocked_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (blocker_id, blocked_id),
    CHECK (blocker_id <> blocked_id)
  )`.execute(db);
  await sql`CREATE INDEX user_block_blocked_idx ON user_block (blocked_id, blocker_id)`.execute(db);

  // The dashboard's delivery failures: refused notification e-mails, newest first.
  await sql`CREATE INDEX notification_delivery_failed_idx
    ON notification_delivery (sent_at DESC NULLS LAST, id DESC) WHERE status = 'failed'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS notification_delivery_failed_idx`.execute(db);
  await sql`DROP TABLE IF EXISTS user_block`.execute(db);
  await sql`DROP TABLE IF EXISTS message`.execute(db);
  await sql`DROP TABLE IF EXISTS conversation_member`.execute(db);
  await sql`DROP TABLE IF EXISTS conversation`.execute(db);
}
