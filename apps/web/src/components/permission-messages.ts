import { defineMessages } from '@/i18n/feature-messages';

/**
 * The names of the dashboard's permissions in the viewer's language (issue 21 item 15): the group
 * form and the dashboard home show them; the server's English name is only the fallback of a
 * permission added later without a label here.
 */
export const permissionMessages = defineMessages('permission', {
  en: {
    permission_dashboard_view_dashboard: 'Open the dashboard',
    permission_dashboard_manage_content: 'Manage content',
    permission_dashboard_manage_user: 'Manage users and groups',
    permission_dashboard_manage_enrollment: 'Manage enrolments and assignments',
    permission_dashboard_manage_config: 'Manage configuration',
    permission_dashboard_view_report: 'View reports',
    permission_dashboard_manage_order: 'Confirm and cancel orders',
    permission_dashboard_login_as: 'Sign in as a learner',
  },
  th: {
    permission_dashboard_view_dashboard: 'เข้าใช้แดชบอร์ด',
    permission_dashboard_manage_content: 'จัดการเนื้อหา',
    permission_dashboard_manage_user: 'จัดการผู้ใช้และกลุ่ม',
    permission_dashboard_manage_enrollment: 'จัดการการลงทะเบียนและการมอบหมาย',
    permission_dashboard_manage_config: 'จัดการการตั้งค่า',
    permission_dashboard_view_report: 'ดูรายงาน',
    permission_dashboard_manage_order: 'ยืนยันและยกเลิกคำสั่งซื้อ',
    permission_dashboard_login_as: 'เข้าสู่ระบบในนามผู้เรียน',
  },
});
