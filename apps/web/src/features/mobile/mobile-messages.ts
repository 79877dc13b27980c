import { defineMessages } from '@/i18n/feature-messages';

/** Labels of the mobile app's web views and the app-store links page (issue 20 item 6). */
export const mobileMessages = defineMessages('mobile', {
  en: {
    mobile_signing_in: 'Signing you in…',
    mobile_sign_in_failed:
      'This sign-in link has expired or was already used. Open it again from the app.',
    mobile_app_title: 'Get the mobile app',
    mobile_app_intro:
      'On a phone, this portal is used through its app. Install it from your store.',
    mobile_app_store: 'Download on the App Store',
    mobile_app_google_play: 'Get it on Google Play',
    mobile_app_no_links: 'The store links have not been set up yet. Please ask your administrator.',
    mobile_app_redirect: 'Taking you to the store in a few seconds…',
  },
  th: {
    mobile_signing_in: 'กำลังเข้าสู่ระบบ…',
    mobile_sign_in_failed: 'ลิงก์เข้าสู่ระบบนี้หมดอายุหรือถูกใช้ไปแล้ว กรุณาเปิดอีกครั้งจากแอป',
    mobile_app_title: 'ดาวน์โหลดแอปบนมือถือ',
    mobile_app_intro: 'บนโทรศัพท์มือถือ กรุณาใช้งานพอร์ทัลนี้ผ่านแอป ติดตั้งได้จากสโตร์ของคุณ',
    mobile_app_store: 'ดาวน์โหลดบน App Store',
    mobile_app_google_play: 'ดาวน์โหลดบน Google Play',
    mobile_app_no_links: 'ยังไม่ได้ตั้งค่าลิงก์สโตร์ กรุณาติดต่อผู้ดูแลระบบ',
    mobile_app_redirect: 'กำลังพาคุณไปที่สโตร์ในอีกไม่กี่วินาที…',
  },
});
