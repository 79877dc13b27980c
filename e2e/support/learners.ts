import type { Browser } from 'playwright-core';
import { DESKTOP, newPage } from './browser';
import { acceptDocuments, registerLearner } from './session';

/**
 * A page of its own signed in as a new learner who has accepted the documents, so a journey's
 * progress, enrolments and reviews are nobody else's.
 */
export async function newLearnerPage(
  browser: Browser,
  prefix: string,
  viewport = DESKTOP,
  locale?: string,
) {
  const opened = await newPage(browser, viewport, locale);
  const account = await registerLearner(opened.page, prefix);
  await acceptDocuments(opened.page);
  return { ...opened, account };
}
