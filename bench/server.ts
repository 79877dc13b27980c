/**
 * The server under benchmark, run as a child process so the load generator does not share its
 * event loop. `bare` serves one Fastify route; `portal` serves the whole app. The parent asks
 * for event-loop delay figures over IPC.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';
import { buildApp } from '@/app';
import { loadConfig } from '@/config';
import { createDatabase } from '@/db/database';

const mode = process.argv[2] ?? 'portal';
const port = Number(process.env.PORT ?? 0);
const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();

/** Peak heap since the last 'peak-reset', sampled every 50 ms (RSS peak comes from the OS). */
let heapPeak = 0;
let sampler: ReturnType<typeof setInterval> | undefined;

process.on('message', (message: { type: string }) => {
  if (message.type === 'eld-reset') histogram.reset();
  if (message.type === 'peak-reset') {
    heapPeak = process.memoryUsage().heapUsed;
    clearInterval(sampler);
    sampler = setInterval(() => {
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }, 50);
  }
  if (message.type === 'peak-read') {
    clearInterval(sampler);
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    process.send?.({
      type: 'peak',
      heapPeakMb: heapPeak / 2 ** 20,
      // maxRSS is in KiB: the process's peak resident memory since it started.
      rssPeakMb: process.resourceUsage().maxRSS / 1024,
    });
  }
  // A clean exit, so that --cpu-prof and --heap-prof write their files.
  if (message.type === 'exit') process.exit(0);
  if (message.type === 'mem') {
    (globalThis as { gc?: () => void }).gc?.();
    const usage = process.memoryUsage();
    process.send?.({ type: 'mem', heapMb: usage.heapUsed / 2 ** 20, rssMb: usage.rss / 2 ** 20 });
  }
  if (message.type === 'eld-read') {
    process.send?.({ type: 'eld', p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 });
  }
});

if (mode === 'bare') {
  const app = Fastify({ logger: false });
  app.get('/bare/', () => ({ ok: true, items: [1, 2, 3] }));
  await app.listen({ port, host: '127.0.0.1' });
} else {
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000000',
  });
  const db = createDatabase(config.DATABASE_URL ?? '', 20);
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
}
process.send?.({ type: 'ready' });
