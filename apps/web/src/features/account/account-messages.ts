import { defineMessages } from '@/i18n/feature-messages';

/** Labels of the account screens that have their own (the profile's password change). */
export const accountMessages = defineMessages('account', {
  en: {
    account_email_label: 'Email',
    account_email_note: 'Your email signs you in; ask an administrator to change it.',
    account_password_title: 'Change password',
    account_password_intro:
      'Enter your current password, then the new one twice. Your other devices will be signed out.',
    account_current_password: 'Current password',
    account_new_password: 'New password',
    account_confirm_new_password: 'Confirm new password',
    account_password_submit: 'Change password',
    account_password_changed: 'Your password was changed. Other devices were signed out.',
    enter_current_password: 'Enter your current password',
    current_password_incorrect: 'The current password is not right',
    new_password_same_as_current: 'Choose a password different from the current one',
  },
  th: {
    account_email_label: 'อีเมล',
    account_email_note: 'ใช้อีเมลนี้เข้าสู่ระบบ หากต้องการเปลี่ยน โปรดติดต่อผู้ดูแลระบบ',
    account_password_title: 'เปลี่ยนรหัสผ่าน',
    account_password_intro: 'กรอกรหัสผ่านปัจจุบัน แล้วกรอกรหัสผ่านใหม่สองครั้ง อุปกรณ์อื่นของคุณจะออกจากระบบ',
    account_current_password: 'รหัสผ่านปัจจุบัน',
    account_new_password: 'รหัสผ่านใหม่',
    account_confirm_new_password: 'ยืนยันรหัสผ่านใหม่',
    account_password_submit: 'เปลี่ยนรหัสผ่าน',
    account_password_changed: 'เปลี่ยนรหัสผ่านแล้ว อุปกรณ์อื่นออกจากระบบแล้ว',
    enter_current_password: 'กรอกรหัสผ่านปัจจุบัน',
    current_password_incorrect: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
    new_password_same_as_current: 'โปรดเลือกรหัสผ่านที่ต่างจากรหัสผ่านปัจจุบัน',
  },
});
