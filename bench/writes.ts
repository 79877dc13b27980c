/**
 * The write side of the timed run (issue 6, item 1): enrolments and progress stamps per second
 * under 50 connections. Each enrolment goes to a generated course the learner has no result on
 * yet, so every request is a real first enrolment (201) and not a refused second one; the
 * progress stamps land on one article slot of a demo course, each from one of 50 learners
 * enrolled in it.
 */
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { createDatabase } from '@/db/database';
import { createLearners, signedInHeaders } from './harness';

const PASSWORD = 'Stamp#2026bench';

export interface WriteTarget {
  name: string;
  result: Result;
}

interface Outline {
  section_list: { slot_list: { id: number; content: { content_type: { code: string } } }[] }[];
}

/** Enrolment and progress-stamp runs against a portal, as the signed-in learner of `headers`. */
export async function writeRuns(
  portalUrl: string,
  databaseUrl: string,
  email: string,
  headers: Record<string, string>,
  options: { connections: number; duration: number },
): Promise<WriteTarget[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let fresh: number[];
  let demo: number | undefined;
  try {
    // Generated courses this learner has no result on (a second run in the same database
    // picks the next ones).
    fresh = (
      await client.query<{ id: number }>(
        `SELECT c.id FROM content c
          WHERE c.code LIKE 'bench-%' AND c.kind = 'course'
            AND NOT EXISTS (SELECT 1 FROM learning_result r JOIN users u ON u.id = r.user_id
                             WHERE r.content_id = c.id AND u.email = $1)
          ORDER BY c.id LIMIT 40000`,
        [email],
      )
    ).rows.map((r) => r.id);
    demo = (
      await client.query<{ id: number }>(
        `SELECT c.id FROM content c
          WHERE c.kind = 'course' AND c.is_publish AND c.code NOT LIKE 'bench-%'
            AND c.price_minor = 0 AND c.capacity IS NULL AND NOT c.is_approval_required
            AND c.dependency_id IS NULL AND c.required_survey_id IS NULL
            AND EXISTS (SELECT 1 FROM section se JOIN slot sl ON sl.section_id = se.id
                          JOIN content ch ON ch.id = sl.child_id
                         WHERE se.content_id = c.id AND ch.kind = 'article')
          ORDER BY c.id LIMIT 1`,
      )
    ).rows[0]?.id;
  } finally {
    await client.end();
  }
  const runs: WriteTarget[] = [];
  let next = 0;
  const enrol = await autocannon({
    url: portalUrl,
    connections: options.connections,
    duration: options.duration,
    headers,
    requests: [
      {
        method: 'POST',
        body: '{}',
        setupRequest: (request) => ({
          ...request,
          path: `/api/course/${fresh[next++ % fresh.length]}/enroll/`,
        }),
      },
    ],
  });
  if (next > fresh.length)
    console.log(`   (enrol run wrapped: ${next} requests, ${fresh.length} courses)`);
  runs.push({ name: 'POST course/{id}/enroll/ (first enrolments)', result: enrol });

  if (demo === undefined) return runs;
  // Stamps come from many learners (one learner's stamps queue on its own result row's lock).
  const learners = await stampLearners(portalUrl, databaseUrl, demo, options.connections);
  const outline = (await (
    await fetch(`${portalUrl}/api/course/${demo}/`, { headers })
  ).json()) as Outline;
  const slot = outline.section_list
    .flatMap((s) => s.slot_list)
    .find((s) => s.content.content_type.code === 'article');
  if (!slot) return runs;
  let turn = 0;
  const stamp = await autocannon({
    url: portalUrl,
    connections: options.connections,
    duration: options.duration,
    requests: [
      {
        method: 'POST',
        path: `/api/course/${demo}/slot/${slot.id}/progress/`,
        body: JSON.stringify({ action: 10 }),
        setupRequest: (request) => ({
          ...request,
          headers: learners[turn++ % learners.length],
        }),
      },
    ],
  });
  runs.push({
    name: `POST course/{id}/slot/{slotid}/progress/ (stamps of ${learners.length} learners)`,
    result: stamp,
  });
  return runs;
}

let generation = 0;

/** `count` new learners, signed in and enrolled in the course: their request headers. */
async function stampLearners(
  portalUrl: string,
  databaseUrl: string,
  courseId: number,
  count: number,
): Promise<Record<string, string>[]> {
  const db = createDatabase(databaseUrl, 2);
  generation += 1;
  const prefix = `stamp-${Date.now()}-${generation}`;
  let emails: string[];
  try {
    emails = await createLearners(db, count, prefix, PASSWORD);
  } finally {
    await db.destroy();
  }
  const all: Record<string, string>[] = [];
  for (const email of emails) {
    const headers = await signedInHeaders(portalUrl, email, PASSWORD);
    const enrol = await fetch(`${portalUrl}/api/course/${courseId}/enroll/`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    if (enrol.status !== 201) throw new Error(`enrol of ${email} answered ${enrol.status}`);
    all.push(headers);
  }
  return all;
}
