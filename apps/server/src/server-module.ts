import type { FastifyInstance } from 'fastify';
import type { AppContext } from '@/context';
import type { QueueWorker } from '@/plugins/queue';

/** What buildApp passes a module beyond the context (test hooks). */
export interface ModuleOptions {
  /** Test hook: a pause after each import batch, so a test can stop an import half way. */
  importBatchDelayMs?: number;
}

/**
 * A server module's one entry (modules/<name>/index.ts): everything it adds to the app. buildApp
 * calls each part for every module in its list, in list order: `api` inside the /api scope,
 * `dashboard` inside /api/dashboard, `root` outside /api after all of them, `workers` once.
 */
export interface ServerModule {
  name: string;
  /** Registers the module's routes and hooks under /api. */
  api?: (app: FastifyInstance, ctx: AppContext) => Promise<void>;
  /** Registers the module's routes and hooks under /api/dashboard. */
  dashboard?: (app: FastifyInstance, ctx: AppContext) => Promise<void>;
  /** Registers routes outside /api (a path the web or a package needs at the root). */
  root?: (app: FastifyInstance, ctx: AppContext) => Promise<void>;
  /** The job workers the module runs (when buildApp runs workers). */
  workers?: (ctx: AppContext, options: ModuleOptions) => QueueWorker<object>[];
}
