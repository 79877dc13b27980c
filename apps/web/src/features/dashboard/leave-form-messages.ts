import { defineMessages } from '@/i18n/feature-messages';

/** Labels of LeaveFormGuard (the content, test, survey, material and certificate editors). */
export const leaveFormGuardMessages = defineMessages('dashboard-leave-guard', {
  en: {
    leave_form_warning: 'You have unsaved changes. Leave this page and lose them?',
    leave_title: 'Leave without saving?',
    leave_stay: 'Stay',
    leave_go: 'Leave',
  },
  th: {
    leave_form_warning: 'คุณมีการแก้ไขที่ยังไม่ได้บันทึก ต้องการออกจากหน้านี้และทิ้งการแก้ไขหรือไม่',
    leave_title: 'ออกโดยไม่บันทึกหรือไม่',
    leave_stay: 'อยู่ต่อ',
    leave_go: 'ออก',
  },
});

/** Labels of LeaveFormWarning (the user, assignment and settings forms). */
export const leaveFormWarningMessages = defineMessages('dashboard-leave-warning', {
  en: {
    leave_form_warning: 'You have unsaved changes. Leave this page and lose them?',
    leave_form_stay: 'Stay',
    leave_form_leave: 'Leave',
  },
  th: {
    leave_form_warning: 'มีการเปลี่ยนแปลงที่ยังไม่ได้บันทึก ต้องการออกจากหน้านี้หรือไม่',
    leave_form_stay: 'อยู่หน้านี้',
    leave_form_leave: 'ออกจากหน้านี้',
  },
});
