import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * What a journey shares with the others: the demo accounts (their language, sign-in failures and
 * sessions are one account's, whoever changes them) and the site-wide settings and labels
 * (maintenance, B2C, identity photos, screen capture, the messenger, the dictionary).
 */
const SHARED_STATE = /\bDEMO\.|adminPage\(|signInAdmin\(|dashboard\/config\/|dashboard\/dict\//;

/**
 * Journeys that make their own users and content and change nothing site-wide run two at a time;
 * the rest run one after another once those are done (docs/decisions.md, "Browser journeys two
 * at a time"). A journey moves to the first group by no longer touching SHARED_STATE.
 */
const journeys = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.e2e.ts'));
const own = journeys.filter(
  (file) => !SHARED_STATE.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
);
const shared = journeys.filter((file) => !own.includes(file));

const journey = {
  root: import.meta.dirname,
  // Whole journeys with accessibility checks; a loaded 2-core CI machine takes twice as long.
  testTimeout: 180_000,
  hookTimeout: 120_000,
  // In CI a browser test that fails is run once more, and the log marks it "(retry x1)" so the
  // flake stays visible and gets fixed; a test failing twice fails the build. Locally: no retry.
  retry: process.env.CI ? 1 : 0,
  pool: 'forks' as const,
};

export default defineConfig({
  test: {
    root: import.meta.dirname,
    // One portal for both groups, started once (support/global-setup.ts provides its address).
    globalSetup: ['support/global-setup.ts'],
    projects: [
      {
        test: {
          ...journey,
          name: 'e2e',
          include: own,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...journey,
          name: 'e2e-shared',
          include: shared,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
