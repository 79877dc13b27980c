import { sql, type Kysely } from 'kysely';

/**
 * Notifications (issue 17). `notification` is one event for one reader: its kind, what it links
 * to, the params its text is rendered from in the reader's language, read or not. `event_key`
 * names the event, unique per reader, so the same event sent twice is one notification.
 * `in_app` is false when the reader wants this kind by e-mail only (the row still carries the
 * mail's text). `notification_delivery` is one row per channel, its idempotency key unique per
 * event, reader and channel, so a retried job neither loses nor doubles a mail.
 * `notification_preference` holds the reader's choices per kind (no row: the defaults).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE notification (
    id serial PRIMARY KEY,
    recipient_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind text NOT NULL,
    event_key text NOT NULL,
    content_id integer REFERENCES content (id) ON DELETE CASCADE,
    path text,
    params jsonb NOT NULL DEFAULT '{}',
    in_app boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now(),
    read_at timestamptz,
    CONSTRAINT notification_event_unique UNIQUE (recipient_id, event_key)
  )`.execute(db);
  // The reader's paged list (all, or read/unread) newest first, and the bell's unread count.
  await sql`CREATE INDEX notification_recipient_idx
    ON notification (recipient_id, created_at DESC, id DESC) WHERE in_app`.execute(db);
  await sql`CREATE INDEX notification_unread_idx
    ON notification (recipient_id, created_at DESC, id DESC) WHERE in_app AND read_at IS NULL`.execute(
    db,
  );
  // Retention: the prune deletes by age.
  await sql`CREATE INDEX notification_created_idx ON notification (created_at)`.execute(db);

  await sql`CREATE TABLE notification_delivery (
    id serial PRIMARY KEY,
    notification_id integer NOT NULL REFERENCES notification (id) ON DELETE CASCADE,
    channel text NOT NULL CHECK (channel IN ('in_app', 'email')),
    status text NOT NULL CHECK (status IN ('delivered', 'queued', 'digest', 'sent', 'failed')),
    error text NOT NULL DEFAULT '',
    idempotency_key text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX notification_delivery_notification_idx
    ON notification_delivery (notification_id)`.execute(db);
  // The sender's work: mails waiting, alone or for the daily digest.
  await sql`CREATE INDEX notification_delivery_waiting_idx
    ON notification_delivery (status, id) WHERE status IN ('queued', 'digest')`.execute(db);

  await sql`CREATE TABLE notification_preference (
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind text NOT NULL,
    in_app boolean NOT NULL,
    email boolean NOT NULL,
    digest boolean NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, kind)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS notification_preference`.execute(db);
  await sql`DROP TABLE IF EXISTS notification_delivery`.execute(db);
  await sql`DROP TABLE IF EXISTS notification`.execute(db);
}
