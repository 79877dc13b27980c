import { defineMessages } from '@/i18n/feature-messages';

/** The identification photo dialog after sign-in and the dashboard's list of a user's photos. */
export const idenPhotoMessages = defineMessages('iden-photo', {
  en: {
    iden_title: 'Identification photo',
    iden_intro:
      'Your organisation asks for a photo of you each time you sign in. It is kept with this sign-in and seen only by administrators.',
    iden_start_camera: 'Turn on the camera',
    iden_take: 'Take photo',
    iden_retake: 'Take again',
    iden_choose_file: 'Choose a photo',
    iden_send: 'Send photo',
    iden_sign_out: 'Sign out',
    iden_camera_failed:
      'The camera could not be used. Allow camera access in your browser, or choose a photo instead.',
    iden_camera_only_failed:
      'The camera could not be used. Allow camera access in your browser settings and try again.',
    iden_preview: 'Your photo',
    iden_sent: 'Thank you. Your photo is saved.',
    iden_admin_title: 'Sign-in photos',
    iden_admin_none: 'No sign-in photo yet.',
    iden_admin_original: 'Profile picture',
    iden_admin_taken: 'Taken {{when}} from {{ip}}',
    iden_admin_more: 'Older photos',
    iden_admin_newer: 'Newer photos',
  },
  th: {
    iden_title: 'ภาพยืนยันตัวตน',
    iden_intro:
      'องค์กรของคุณขอให้ถ่ายภาพของคุณทุกครั้งที่เข้าสู่ระบบ ภาพจะถูกเก็บไว้กับการเข้าสู่ระบบครั้งนี้ และผู้ดูแลระบบเท่านั้นที่ดูได้',
    iden_start_camera: 'เปิดกล้อง',
    iden_take: 'ถ่ายภาพ',
    iden_retake: 'ถ่ายใหม่',
    iden_choose_file: 'เลือกรูปภาพ',
    iden_send: 'ส่งภาพ',
    iden_sign_out: 'ออกจากระบบ',
    iden_camera_failed: 'ใช้กล้องไม่ได้ โปรดอนุญาตให้เบราว์เซอร์เข้าถึงกล้อง หรือเลือกรูปภาพแทน',
    iden_camera_only_failed: 'ใช้กล้องไม่ได้ โปรดอนุญาตให้เข้าถึงกล้องในการตั้งค่าเบราว์เซอร์ แล้วลองอีกครั้ง',
    iden_preview: 'ภาพของคุณ',
    iden_sent: 'ขอบคุณ บันทึกภาพของคุณแล้ว',
    iden_admin_title: 'ภาพตอนเข้าสู่ระบบ',
    iden_admin_none: 'ยังไม่มีภาพตอนเข้าสู่ระบบ',
    iden_admin_original: 'รูปโปรไฟล์',
    iden_admin_taken: 'ถ่ายเมื่อ {{when}} จาก {{ip}}',
    iden_admin_more: 'ภาพก่อนหน้า',
    iden_admin_newer: 'ภาพล่าสุด',
  },
});
