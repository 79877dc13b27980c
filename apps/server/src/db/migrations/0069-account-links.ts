import { sql, type Kysely } from 'kysely';

/**
 * Account validation, the people directory and linked services (issue 18 items 7 and 8).
 * - users.profile_incomplete: an invited or just-in-time SSO user who has not completed the
 *   required profile yet; the API answers 403 profile_incomplete outside the validation routes;
 * - account_validation: single-use, expiring invitation tokens (only their SHA-256 is kept);
 * - department / job_position: the filters' lists, fed by a trigger from users.department and
 *   users.position, whoever writes them (user form, import, SSO attributes, seed). A department
 *   path "Sales / North" is a child "North" of "Sales" (segments split on "/", trimmed; the
 *   trigger stores users.department in that canonical form);
 * - linked_service (+ linked_service_group): services a learner may sign in to by a redirect;
 *   no group means every signed-in user sees it;
 * - linked_service_ticket: each redirect token's id, single use, bound to the user and service.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN profile_incomplete boolean NOT NULL DEFAULT false`.execute(
    db,
  );
  await sql`CREATE TABLE account_validation (
    token_hash text PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_by integer REFERENCES users(id) ON DELETE SET NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX account_validation_user_idx ON account_validation (user_id)`.execute(db);

  await sql`CREATE TABLE department (
    id serial PRIMARY KEY,
    parent_id integer REFERENCES department(id) ON DELETE CASCADE,
    name text NOT NULL CHECK (name <> ''),
    name_th text NOT NULL DEFAULT '',
    path text NOT NULL UNIQUE
  )`.execute(db);
  await sql`CREATE INDEX department_level_idx ON department ((coalesce(parent_id, 0)), name, id)`.execute(
    db,
  );
  await sql`CREATE TABLE job_position (
    id serial PRIMARY KEY,
    name text NOT NULL UNIQUE CHECK (name <> ''),
    name_th text NOT NULL DEFAULT ''
  )`.execute(db);
  await sql`CREATE INDEX job_position_search_idx ON job_position
    USING gin ((lower(name || ' ' || name_th)) gin_trgm_ops)`.execute(db);

  // Every segment of the department path becomes a node under its parent; the position a row.
  await sql`CREATE FUNCTION directory_feed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      part text;
      acc text := '';
      parent integer := NULL;
      node integer;
    BEGIN
      IF TG_OP = 'UPDATE' AND NEW.department IS NOT DISTINCT FROM OLD.department
        AND NEW.position IS NOT DISTINCT FROM OLD.position THEN
        RETURN NEW;
      END IF;
      IF NEW.department <> '' THEN
        FOREACH part IN ARRAY string_to_array(NEW.department, '/') LOOP
          part := btrim(part);
          CONTINUE WHEN part = '';
          acc := CASE WHEN acc = '' THEN part ELSE acc || ' / ' || part END;
          INSERT INTO department (parent_id, name, path) VALUES (parent, part, acc)
            ON CONFLICT (path) DO NOTHING RETURNING id INTO node;
          IF node IS NULL THEN SELECT id INTO node FROM department WHERE path = acc; END IF;
          parent := node;
          node := NULL;
        END LOOP;
        -- Stored as its canonical path, so a node's people are found by one prefix.
        NEW.department := acc;
      END IF;
      NEW.position := btrim(NEW.position);
      IF NEW.position <> '' THEN
        INSERT INTO job_position (name) VALUES (NEW.position) ON CONFLICT (name) DO NOTHING;
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER users_directory_feed BEFORE INSERT OR UPDATE OF department, position
    ON users FOR EACH ROW EXECUTE FUNCTION directory_feed()`.execute(db);
  // The people already there feed the lists once (an UPDATE that changes nothing is skipped).
  await sql`UPDATE users SET department = department || ' ', position = position || ' '
    WHERE department <> '' OR position <> ''`.execute(db);

  await sql`CREATE TABLE linked_service (
    id serial PRIMARY KEY,
    service_code text NOT NULL UNIQUE CHECK (service_code ~ '^[a-z0-9][a-z0-9_-]{0,49}$'),
    name_en text NOT NULL,
    name_th text NOT NULL DEFAULT '',
    url text NOT NULL,
    is_new_tab boolean NOT NULL DEFAULT false,
    is_active boolean NOT NULL DEFAULT true,
    sort integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX linked_service_list_idx ON linked_service (sort, id)`.execute(db);
  await sql`CREATE TABLE linked_service_group (
    service_id integer NOT NULL REFERENCES linked_service(id) ON DELETE CASCADE,
    group_id integer NOT NULL REFERENCES auth_group(id) ON DELETE CASCADE,
    PRIMARY KEY (service_id, group_id)
  )`.execute(db);
  await sql`CREATE INDEX linked_service_group_group_idx ON linked_service_group (group_id, service_id)`.execute(
    db,
  );
  await sql`CREATE TABLE linked_service_ticket (
    jti text PRIMARY KEY,
    service_id integer NOT NULL REFERENCES linked_service(id) ON DELETE CASCADE,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX linked_service_ticket_expires_idx ON linked_service_ticket (expires_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS linked_service_ticket`.execute(db);
  await sql`DROP TABLE IF EXISTS linked_service_group`.execute(db);
  await sql`DROP TABLE IF EXISTS linked_service`.execute(db);
  await sql`DROP TRIGGER IF EXISTS users_directory_feed ON users`.execute(db);
  await sql`DROP FUNCTION IF EXISTS directory_feed()`.execute(db);
  await sql`DROP TABLE IF EXISTS job_position`.execute(db);
  await sql`DROP TABLE IF EXISTS department`.execute(db);
  await sql`DROP TABLE IF EXISTS account_validation`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS profile_incomplete`.execute(db);
}
