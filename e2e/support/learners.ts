import type { Browser, Page } from 'playwright-core';
import { DESKTOP, newPage } from './browser';
import { acceptDocuments, api, registerLearner } from './session';

/** A moment longer than the server's DOCUMENT_PAGE_SECONDS and SCORM_MIN_PLAY_SECONDS (1 s). */
const LEARNER_PACE_MS = 1200;

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

interface OutlineCourse {
  section_list: {
    slot_list: {
      id: number;
      is_required: boolean;
      content: { id: number; content_type: { code: string }; page_count?: number | null };
    }[];
  }[];
}

/**
 * Completes every required lesson of a course the page's learner is enrolled in, through the
 * endpoints a player uses, at a learner's pace (issue 13 item 8: the server counts nothing
 * faster): a SCORM lesson is launched, plays a moment, then commits completed CMI; a document
 * is stamped page by page, each a moment after the one before; the others post a progress stamp.
 */
export async function completeRequiredLessons(page: Page, courseId: number): Promise<void> {
  const course = await api<OutlineCourse>(page, 'GET', `course/${courseId}/`);
  const slots = course.section_list.flatMap((s) => s.slot_list).filter((s) => s.is_required);
  for (const slot of slots) {
    const kind = slot.content.content_type.code;
    const where = `course=${courseId}&slot=${slot.id}`;
    if (kind === 'scorm') {
      await api(page, 'GET', `scorm/${slot.content.id}/?${where}`);
      await page.waitForTimeout(LEARNER_PACE_MS);
      await api(page, 'PUT', `scorm/${slot.content.id}/cmi/?${where}`, {
        cmi: { 'cmi.core.lesson_status': 'completed' },
        finish: true,
      });
      continue;
    }
    const url = `course/${courseId}/slot/${slot.id}/progress/`;
    if (kind !== 'document') {
      await api(page, 'POST', url, { action: 10 });
      continue;
    }
    for (let n = 1; n <= (slot.content.page_count ?? 1); n++) {
      if (n > 1) await page.waitForTimeout(LEARNER_PACE_MS);
      await api(page, 'POST', url, { action: 10, page: n });
    }
  }
}

/** The id of a demo material (found by the catalog's search for "stretch", as the demo names them). */
export async function demoMaterialId(page: Page, kind: string, code: string): Promise<number> {
  const list = await api<{ results: { id: number; code: string }[] }>(
    page,
    'GET',
    `course/?content_type=${kind}&search=stretch`,
  );
  const id = list.results.find((r) => r.code === code)?.id;
  if (!id) throw new Error(`demo material ${code} not found`);
  return id;
}
