import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { addFeatureMessages, defineMessages } from './feature-messages';
import { mergeDictionary } from './merge-dictionary';

const messages = defineMessages('sample', {
  en: { course_list: 'Courses', enroll: 'Enroll' },
  th: { course_list: 'หลักสูตร', enroll: 'ลงทะเบียน' },
});

describe('feature messages', () => {
  it('add labels in both languages', () => {
    const i18n = createI18n('th');
    addFeatureMessages(i18n, messages);
    expect(i18n.t('course_list')).toBe('หลักสูตร');
    expect(i18n.getFixedT('en')('enroll')).toBe('Enroll');
  });

  it('never overwrite an administrator label merged from the server dictionary', () => {
    const i18n = createI18n('en');
    mergeDictionary(i18n, { en: { enroll: 'Join now' }, th: {} });
    addFeatureMessages(i18n, messages);
    expect(i18n.t('enroll')).toBe('Join now');
    expect(i18n.t('course_list')).toBe('Courses');
  });
});
