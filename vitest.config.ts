import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine. Three: the
    // server tests mostly wait on PostgreSQL. Set here, once: projects with different worker
    // counts would each need their own sequence.groupOrder.
    maxWorkers: Math.max(3, availableParallelism()),
  },
});
