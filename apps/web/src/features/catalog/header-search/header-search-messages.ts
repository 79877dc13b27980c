import { defineMessages } from '@/i18n/feature-messages';

/** The header's search box: its label, hint and suggestion texts. */
export const headerSearchMessages = defineMessages('catalog-search', {
  en: {
    header_search_label: 'Search the catalog',
    header_search_placeholder: 'Search courses, classes, tests…',
    header_search_all: 'See all results for “{{search}}”',
  },
  th: {
    header_search_label: 'ค้นหาในแคตตาล็อก',
    header_search_placeholder: 'ค้นหาหลักสูตร คลาส แบบทดสอบ…',
    header_search_all: 'ดูผลการค้นหาทั้งหมดของ “{{search}}”',
  },
});
