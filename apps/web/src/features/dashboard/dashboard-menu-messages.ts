import { defineMessages } from '@/i18n/feature-messages';

/** Labels of the dashboard menu entries added by the enrolment screens. */
export const dashboardMenuMessages = defineMessages({
  en: {
    menu_learning_results: 'Learning results',
    menu_approvals: 'Approvals',
    menu_marking: 'Marking',
    menu_users: 'Users',
    menu_groups: 'Groups',
    menu_audit_log: 'Audit log',
  },
  th: {
    menu_learning_results: 'ผลการเรียน',
    menu_approvals: 'รออนุมัติ',
    menu_marking: 'ตรวจให้คะแนน',
    menu_users: 'ผู้ใช้งาน',
    menu_groups: 'กลุ่ม',
    menu_audit_log: 'บันทึกการเปลี่ยนแปลง',
  },
});

/** The permission that opens the learning results, approvals and marking screens. */
export const MANAGE_ENROLLMENT = 'dashboard_manage_enrollment';

/** The permission that opens the users and groups screens. */
export const MANAGE_USER = 'dashboard_manage_user';
