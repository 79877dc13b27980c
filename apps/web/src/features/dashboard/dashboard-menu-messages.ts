import { defineMessages } from '@/i18n/feature-messages';

/** Labels of the dashboard menu entries added by the enrolment screens. */
export const dashboardMenuMessages = defineMessages({
  en: {
    menu_learning_results: 'Learning results',
    menu_approvals: 'Approvals',
    menu_marking: 'Marking',
    menu_import: 'Imports',
  },
  th: {
    menu_learning_results: 'ผลการเรียน',
    menu_approvals: 'รออนุมัติ',
    menu_marking: 'ตรวจให้คะแนน',
    menu_import: 'นำเข้าข้อมูล',
  },
});

/** The permission that opens the learning results, approvals and marking screens. */
export const MANAGE_ENROLLMENT = 'dashboard_manage_enrollment';

/** Users imports need this permission (enrolment imports need MANAGE_ENROLLMENT). */
export const MANAGE_USER = 'dashboard_manage_user';
