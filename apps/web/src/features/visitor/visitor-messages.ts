import { defineMessages } from '@/i18n/feature-messages';

/** Labels of B2C explore mode: the welcome dialog and the sign-in prompt of content pages. */
export const visitorMessages = defineMessages('visitor', {
  en: {
    visitor_welcome_title: 'Welcome!',
    visitor_welcome_body:
      'Look around as much as you like: courses, programs, classes and news are open to everyone. Sign in or create a free account when you want to enrol.',
    visitor_welcome_browse: 'Start browsing',
    visitor_sign_in: 'Sign in',
    visitor_register: 'Create an account',
    visitor_enroll_prompt: 'Sign in or create an account to enrol. You will come back here.',
  },
  th: {
    visitor_welcome_title: 'ยินดีต้อนรับ!',
    visitor_welcome_body:
      'เลือกดูได้ตามสบาย หลักสูตร โปรแกรม คลาสเรียน และข่าวสารเปิดให้ทุกคนดูได้ เข้าสู่ระบบหรือสมัครสมาชิกฟรีเมื่อต้องการลงทะเบียนเรียน',
    visitor_welcome_browse: 'เริ่มเลือกดู',
    visitor_sign_in: 'เข้าสู่ระบบ',
    visitor_register: 'สมัครสมาชิก',
    visitor_enroll_prompt: 'เข้าสู่ระบบหรือสมัครสมาชิกเพื่อลงทะเบียนเรียน แล้วระบบจะพากลับมาที่หน้านี้',
  },
});
