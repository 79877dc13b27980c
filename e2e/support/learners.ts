import type { Browser, Page } from 'playwright-core';
import { DESKTOP, newPage } from './browser';
import { acceptDocuments, api, registerLearner } from './session';

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
 * endpoints a player uses: a SCORM lesson commits completed CMI, the others post a progress stamp
 * (a document at its last page).
 */
export async function completeRequiredLessons(page: Page, courseId: number): Promise<void> {
  const course = await api<OutlineCourse>(page, 'GET', `course/${courseId}/`);
  const slots = course.section_list.flatMap((s) => s.slot_list).filter((s) => s.is_required);
  for (const slot of slots) {
    const kind = slot.content.content_type.code;
    if (kind === 'scorm') {
      await api(page, 'PUT', `scorm/${slot.content.id}/cmi/?course=${courseId}&slot=${slot.id}`, {
        cmi: { 'cmi.core.lesson_status': 'completed' },
        finish: true,
      });
      continue;
    }
    const stamp =
      kind === 'document' ? { action: 10, page: slot.content.page_count ?? 1 } : { action: 10 };
    await api(page, 'POST', `course/${courseId}/slot/${slot.id}/progress/`, stamp);
  }
}
