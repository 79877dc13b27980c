import { defineMessages } from '@/i18n/feature-messages';

/** Labels of the home page (its menu and welcome use the common labels). */
export const homeMessages = defineMessages('home', {
  en: {
    catalog_home_intro: 'Pick up where you left off, or find something new to learn.',
    catalog_row_continue: 'Continue learning',
  },
  th: {
    catalog_home_intro: 'เรียนต่อจากที่ค้างไว้ หรือค้นหาสิ่งใหม่ที่อยากเรียนรู้',
    catalog_row_continue: 'เรียนต่อ',
  },
});
