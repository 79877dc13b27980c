import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { courseMessages } from '@/features/catalog/course-messages';
import { surveyMessages } from '@/features/assessment/messages/survey-messages';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { createI18n } from './create-i18n';
import { en } from './en';
import { addFeatureMessages, type FeatureMessages } from './feature-messages';
import { mergeDictionary } from './merge-dictionary';
import { COMMON_NS } from './namespaces';
import { th } from './th';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

/** Every feature's labels: each exported `defineMessages` value of every *-messages.ts file. */
const modules = import.meta.glob('/src/**/*-messages.ts', { eager: true });

function isFeatureMessages(value: unknown): value is FeatureMessages {
  return (
    typeof value === 'object' && value !== null && 'ns' in value && 'en' in value && 'th' in value
  );
}

const sets: { source: string; messages: FeatureMessages }[] = Object.entries(modules).flatMap(
  ([file, exports]) =>
    Object.entries(exports as Record<string, unknown>)
      .filter((entry): entry is [string, FeatureMessages] => isFeatureMessages(entry[1]))
      .map(([name, messages]) => ({ source: `${file} ${name}`, messages })),
);
const common: FeatureMessages = { ns: COMMON_NS, en, th };

/** Keys defined twice in one namespace with different text, as "ns:key (source = text; ...)". */
function collisions(all: { source: string; messages: FeatureMessages }[]): string[] {
  const texts = new Map<string, Map<string, string>>();
  for (const { source, messages } of all) {
    for (const language of ['en', 'th'] as const) {
      for (const [key, text] of Object.entries(messages[language])) {
        const id = `${messages.ns}:${key} [${language}]`;
        const seen = texts.get(id) ?? new Map<string, string>();
        seen.set(source, text);
        texts.set(id, seen);
      }
    }
  }
  return [...texts]
    .filter(([, seen]) => new Set(seen.values()).size > 1)
    .map(
      ([id, seen]) =>
        `${id} (${[...seen].map(([source, text]) => `${source} = ${text}`).join('; ')})`,
    );
}

describe('namespaces', () => {
  it('finds every feature message file', () => {
    expect(sets.length).toBeGreaterThanOrEqual(35);
    for (const { messages } of sets) expect(Object.keys(messages.en).length).toBeGreaterThan(0);
  });

  it('gives each message set its own namespace, none of them the common one', () => {
    const owners = new Map<string, string[]>();
    for (const { source, messages } of sets)
      owners.set(messages.ns, [...(owners.get(messages.ns) ?? []), source]);
    expect([...owners].filter(([, sources]) => sources.length > 1)).toEqual([]);
    expect(owners.has(COMMON_NS)).toBe(false);
    for (const ns of owners.keys()) expect(ns).toMatch(/^[a-z][a-z-]*$/);
  });

  it("names each feature's namespaces after the feature (features/<name>/: <name> or <name>-...)", () => {
    const misnamed = sets
      .map(({ source, messages }) => ({
        source,
        ns: messages.ns,
        feature: /^\/src\/features\/([^/]+)\//.exec(source)?.[1],
      }))
      .filter(
        ({ ns, feature }) =>
          feature !== undefined && ns !== feature && !ns.startsWith(`${feature}-`),
      );
    expect(misnamed).toEqual([]);
  });

  it('never defines a key twice in one namespace with different text', () => {
    expect(collisions([{ source: 'en.ts/th.ts', messages: common }, ...sets])).toEqual([]);
  });

  it('fails on such a key (the check itself)', () => {
    const course = sets.find(({ messages }) => messages.ns === 'catalog-course')!;
    const survey = sets.find(({ messages }) => messages.ns === 'assessment-survey')!;
    const merged = {
      source: 'survey in the course namespace',
      messages: { ...survey.messages, ns: 'catalog-course' },
    };
    expect(collisions([course, merged])).toContain(
      `catalog-course:survey_required_note [en] (${course.source} = ${course.messages.en.survey_required_note}; ` +
        `survey in the course namespace = ${survey.messages.en.survey_required_note})`,
    );
  });

  it('has the same keys in en and th in every namespace', () => {
    for (const { source, messages } of [{ source: 'en.ts/th.ts', messages: common }, ...sets]) {
      expect({ source, keys: Object.keys(messages.th).sort() }).toEqual({
        source,
        keys: Object.keys(messages.en).sort(),
      });
    }
  });

  it('never gives a common key another text in a feature', () => {
    const shadowed = sets.flatMap(({ source, messages }) =>
      (['en', 'th'] as const).flatMap((language) =>
        Object.entries(messages[language])
          .filter(([key, text]) => key in common[language] && common[language][key] !== text)
          .map(([key]) => `${source} ${key} [${language}]`),
      ),
    );
    expect(shadowed).toEqual([]);
  });
});

describe('feature namespaces', () => {
  const course = sets.find(({ messages }) => messages.ns === 'catalog-course')!.messages;
  const order = sets.find(({ messages }) => messages.ns === 'order')!.messages;

  it("resolve a feature's own text whatever chunk loaded first, then common, then other features", () => {
    const i18n = createI18n('en');
    addFeatureMessages(i18n, course);
    addFeatureMessages(i18n, order);
    expect(i18n.getFixedT(null, 'order')('already_enrolled')).toBe(order.en.already_enrolled);
    expect(i18n.getFixedT(null, 'catalog-course')('already_enrolled')).toBe(
      course.en.already_enrolled,
    );
    expect(i18n.getFixedT(null, 'order')('session_expired')).toBe(en.session_expired);
    expect(i18n.getFixedT(null, 'order')('course_description')).toBe(course.en.course_description);
  });

  it('take an administrator label for every namespace defining the key, also one loaded later', () => {
    const i18n = createI18n('th');
    addFeatureMessages(i18n, course);
    mergeDictionary(i18n, {
      en: { already_enrolled: 'Enrolled!' },
      th: { already_enrolled: 'ลงแล้ว!' },
    });
    addFeatureMessages(i18n, order);
    expect(i18n.getFixedT(null, 'catalog-course')('already_enrolled')).toBe('ลงแล้ว!');
    expect(i18n.getFixedT(null, 'order')('already_enrolled')).toBe('ลงแล้ว!');
    expect(i18n.getFixedT('en', 'order')('already_enrolled')).toBe('Enrolled!');
    expect(i18n.t('already_enrolled')).toBe('ลงแล้ว!');
    // A key only one feature defines is not copied into the others.
    expect(i18n.getResource('th', 'order', 'course_description')).toBeUndefined();
  });
});

describe('a cloned instance (the question preview)', () => {
  it('shares the loaded namespaces and the administrator labels with its parent', () => {
    const course = sets.find(({ messages }) => messages.ns === 'catalog-course')!.messages;
    const order = sets.find(({ messages }) => messages.ns === 'order')!.messages;
    const i18n = createI18n('en');
    addFeatureMessages(i18n, course);
    mergeDictionary(i18n, { en: { already_enrolled: 'Enrolled!' }, th: {} });
    const clone = i18n.cloneInstance({ lng: 'th' });
    addFeatureMessages(clone, order);
    expect(clone.getFixedT('en', 'order')('already_enrolled')).toBe('Enrolled!');
    expect(clone.getFixedT(null, 'order')('order_list_title')).toBe(order.th.order_list_title);
    expect(clone.getFixedT(null, 'order')('course_description')).toBe(course.th.course_description);
    expect(i18n.getFixedT(null, 'catalog-course')('order_list_title')).toBe(
      order.en.order_list_title,
    );
  });
});

describe('the reported collision: survey_required_note', () => {
  it("a survey page opened after the course labels were loaded shows the survey's own note", async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/survey/9/': {
        status: 200,
        body: {
          id: 9,
          code: 'SURVEY-1',
          title: 'Tell us about the portal',
          desc: '',
          image: null,
          survey_type: 1,
          survey_for: 2,
          target: null,
          question_count: 1,
          allow_multiple_responses: false,
          response_count: 0,
          can_respond: true,
          poll_result: null,
        },
      },
      '/api/survey/9/question/': {
        status: 200,
        body: {
          count: 1,
          results: [{ id: 33, kind: 'text', text: 'What should we add?', is_required: false }],
        },
      },
    });
    const { i18n } = renderApp(webfrontRoutes, '/survey/9/question');
    // The course page's chunk came first (a learner opened a course, then its survey).
    addFeatureMessages(i18n, courseMessages);
    expect(await screen.findByText(surveyMessages.en.survey_required_note)).toBeTruthy();
    expect(screen.queryByText(/this course asks you to answer the survey/)).toBeNull();
  });
});
