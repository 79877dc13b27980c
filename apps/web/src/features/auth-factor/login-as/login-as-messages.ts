import { defineMessages } from '@/i18n/feature-messages';

/** Labels of login-as: the banner on every webfront page and the user page's button. */
export const loginAsMessages = defineMessages('auth-factor-login-as', {
  en: {
    login_as_banner: 'You are signed in as {{name}}.',
    login_as_until: 'Until {{time}}',
    login_as_return: 'Return',
    login_as_button: 'Sign in as this user',
    login_as_confirm_title: 'Sign in as {{name}}?',
    login_as_confirm_text:
      'You will see the portal as this user sees it, for {{minutes}} minutes. Everything you do is recorded as you acting as them. The dashboard stays closed until you return.',
    login_as_start: 'Sign in as them',
    cancel: 'Cancel',
  },
  th: {
    login_as_banner: 'คุณกำลังเข้าสู่ระบบในนาม {{name}}',
    login_as_until: 'ถึง {{time}}',
    login_as_return: 'กลับ',
    login_as_button: 'เข้าสู่ระบบในนามผู้ใช้นี้',
    login_as_confirm_title: 'เข้าสู่ระบบในนาม {{name}}?',
    login_as_confirm_text:
      'คุณจะเห็นพอร์ทัลแบบที่ผู้ใช้นี้เห็นเป็นเวลา {{minutes}} นาที ทุกการกระทำจะถูกบันทึกว่าคุณกระทำในนามผู้ใช้นี้ และแดชบอร์ดจะปิดจนกว่าคุณจะกลับ',
    login_as_start: 'เข้าสู่ระบบในนามผู้ใช้',
    cancel: 'ยกเลิก',
  },
});
