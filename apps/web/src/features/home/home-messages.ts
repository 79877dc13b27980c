import { defineMessages } from '@/i18n/feature-messages';

/** Labels of the home page (its menu and welcome use the common labels). */
export const homeMessages = defineMessages('home', {
  en: {
    catalog_home_intro: 'Pick up where you left off, or find something new to learn.',
    catalog_row_continue: 'Continue learning',
    catalog_row_to_start: 'My courses to start',
    due_title: "What's due",
    due_nothing: 'Nothing is due in the next 7 days. Enjoy learning at your own pace!',
    due_by: 'Due {{date}}',
    due_overdue: 'Overdue since {{date}}',
    due_progress: 'Progress {{percent}}%',
    due_continue: 'Continue',
  },
  th: {
    catalog_home_intro: 'เรียนต่อจากที่ค้างไว้ หรือค้นหาสิ่งใหม่ที่อยากเรียนรู้',
    catalog_row_continue: 'เรียนต่อ',
    catalog_row_to_start: 'คอร์สของฉันที่ยังไม่เริ่มเรียน',
    due_title: 'งานที่ใกล้ถึงกำหนด',
    due_nothing: 'ไม่มีงานที่ต้องส่งใน 7 วันข้างหน้า เรียนตามจังหวะของคุณได้เลย',
    due_by: 'กำหนดเสร็จ {{date}}',
    due_overdue: 'เลยกำหนดตั้งแต่ {{date}}',
    due_progress: 'ความคืบหน้า {{percent}}%',
    due_continue: 'เรียนต่อ',
  },
});
