import type { FastifyInstance } from 'fastify';
import { fromKysely, PgBoss, type Job, type WorkOptions } from 'pg-boss';
import type { Executor } from '@/db/database';
import { AppError } from '@/lib/errors';
import { QUEUE_SCHEMA } from '@/db/migrations/0013-import';

/** A queue's worker: what it runs per job, and how often jobs are retried. */
export interface QueueWorker<T extends object> {
  name: string;
  retryLimit: number;
  /** Seconds without a heartbeat after which a job of a vanished instance is retried. */
  heartbeatSeconds: number;
  work: (job: Job<T>, stopping: () => boolean) => Promise<void>;
  options?: WorkOptions;
  /** A cron expression (UTC): pg-boss sends the queue one job at each tick, on one instance. */
  cron?: string;
}

/** Durable jobs on the portal's own PostgreSQL (pg-boss), sent inside the caller's transaction. */
export interface JobQueue {
  send(db: Executor, name: string, data: object): Promise<void>;
}

/**
 * Starts pg-boss with the app and stops it with the app. Jobs are sent through the caller's
 * Kysely transaction, so a job exists exactly when the rows it is about do. On close the
 * workers are told to stop between batches; an interrupted job fails and pg-boss retries it,
 * here or on another instance.
 */
export function registerQueue(
  app: FastifyInstance,
  databaseUrl: string,
  workers: QueueWorker<object>[],
): JobQueue {
  // pg-boss keeps a small pool of its own: its maintenance sends multi-statement queries whose
  // every result it reads, which a Kysely connection does not hand back. Sends still go through
  // the caller's transaction.
  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: 3,
    schema: QUEUE_SCHEMA,
    // The clock of cron schedules (QueueWorker.cron): pg-boss sends each tick's job once,
    // whichever instances run.
    schedule: true,
    application_name: 'portal-queue',
  });
  boss.on('error', (error: Error) => app.log.error({ err: error }, 'job queue'));
  let stopping = false;
  let started = false;

  let retry: ReturnType<typeof setTimeout> | undefined;
  const start = async () => {
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
      if (worker.cron) await boss.schedule(worker.name, worker.cron);
    }
  };
  // A database that is down at start must not keep the app from serving its health check:
  // the queue keeps trying in the background.
  const startOrRetry = async () => {
    try {
      await start();
    } catch (error) {
      app.log.error({ err: error }, 'job queue did not start; retrying in 5 s');
      if (started) await boss.stop({ graceful: false }).catch(() => undefined);
      started = false;
      if (!stopping) retry = setTimeout(() => void startOrRetry(), 5000);
    }
  };
  app.addHook('onReady', startOrRetry);
  app.addHook('onClose', async () => {
    stopping = true;
    clearTimeout(retry);
    if (started) await boss.stop({ graceful: true, timeout: 15_000 });
  });

  return {
    async send(executor, name, data) {
      if (!started) throw new AppError(503, 'queue_unavailable', 'The job queue is not running.');
      await boss.send(name, data, { db: fromKysely(executor) });
    },
  };
}
