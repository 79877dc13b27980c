import { defineMessages } from '@/i18n/feature-messages';

/** Labels of the public certificate check. */
export const certificateVerifyMessages = defineMessages('certificate', {
  en: {
    verify_title: 'Certificate check',
    verify_intro: 'This page confirms a certificate issued by this learning portal.',
    verify_valid: 'This certificate is valid',
    verify_revoked: 'This certificate has been revoked and is no longer valid',
    verify_learner: 'Awarded to',
    verify_course: 'Course',
    verify_date: 'Date of issue',
    verify_code: 'Verification code',
    verify_not_found:
      'No certificate has this code. Check the code on the certificate and try again.',
    verify_too_many: 'Too many checks from your address. Wait a minute and try again.',
  },
  th: {
    verify_title: 'ตรวจสอบใบประกาศนียบัตร',
    verify_intro: 'หน้านี้ยืนยันใบประกาศนียบัตรที่ออกโดยระบบการเรียนรู้นี้',
    verify_valid: 'ใบประกาศนียบัตรนี้ใช้ได้',
    verify_revoked: 'ใบประกาศนียบัตรนี้ถูกเพิกถอนแล้ว จึงใช้ไม่ได้',
    verify_learner: 'มอบให้แก่',
    verify_course: 'คอร์ส',
    verify_date: 'วันที่ออก',
    verify_code: 'รหัสตรวจสอบ',
    verify_not_found: 'ไม่พบใบประกาศนียบัตรที่มีรหัสนี้ โปรดตรวจสอบรหัสบนใบประกาศนียบัตรแล้วลองอีกครั้ง',
    verify_too_many: 'มีการตรวจสอบจากที่อยู่ของคุณมากเกินไป โปรดรอหนึ่งนาทีแล้วลองอีกครั้ง',
  },
});
