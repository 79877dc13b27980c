import type { FastifyInstance } from 'fastify';
import { fromKysely, PgBoss, type Job, type WorkOptions } from 'pg-boss';
import type { Database, Executor } from '@/db/database';
import { QUEUE_SCHEMA } from '@/db/migrations/0013-import';

/** A queue's worker: what it runs per job, and how often jobs are retried. */
export interface QueueWorker<T extends object> {
  name: string;
  retryLimit: number;
  /** Seconds without a heartbeat after which a job of a vanished instance is retried. */
  heartbeatSeconds: number;
  work: (job: Job<T>, stopping: () => boolean) => Promise<void>;
  options?: WorkOptions;
}

/** Durable jobs on the portal's own PostgreSQL (pg-boss), sent inside the caller's transaction. */
export interface JobQueue {
  send(db: Executor, name: string, data: object): Promise<void>;
}

/**
 * Starts pg-boss with the app and stops it with the app. pg-boss talks through the app's Kysely
 * pool, so jobs can be sent in the same transaction as the rows they are about. On close the
 * workers are told to stop between batches; an interrupted job fails and pg-boss retries it,
 * here or on another instance.
 */
export function registerQueue(
  app: FastifyInstance,
  db: Database,
  workers: QueueWorker<object>[],
): JobQueue {
  const boss = new PgBoss({ db: fromKysely(db), schema: QUEUE_SCHEMA, schedule: false });
  boss.on('error', (error: Error) => app.log.error({ err: error }, 'job queue'));
  let stopping = false;
  let started = false;

  app.addHook('onReady', async () => {
    await boss.start();
    started = true;
    for (const worker of workers) {
      await boss.createQueue(worker.name, {
        retryLimit: worker.retryLimit,
        retryDelay: 1,
        heartbeatSeconds: worker.heartbeatSeconds,
        expireInSeconds: 3600,
      });
      await boss.work(
        worker.name,
        { pollingIntervalSeconds: 0.5, batchSize: 1, ...worker.options },
        async (jobs: Job<object>[]) => {
          for (const job of jobs) await worker.work(job, () => stopping || job.signal.aborted);
        },
      );
    }
  });
  app.addHook('onClose', async () => {
    stopping = true;
    if (started) await boss.stop({ graceful: true, timeout: 15_000, close: false });
  });

  return {
    async send(executor, name, data) {
      await boss.send(name, data, { db: fromKysely(executor) });
    },
  };
}
