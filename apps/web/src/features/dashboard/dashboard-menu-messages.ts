import { defineMessages } from '@/i18n/feature-messages';

/** Labels of the dashboard menu's entries and of its groups. */
export const dashboardMenuMessages = defineMessages('dashboard-menu', {
  en: {
    menu_learning_results: 'Learning results',
    menu_approvals: 'Approvals',
    menu_marking: 'Marking',
    menu_content: 'Content',
    menu_learning_paths: 'Learning paths',
    menu_learning_programs: 'Learning programs',
    menu_onboarding: 'Onboarding',
    menu_categories: 'Categories',
    menu_tags: 'Tags',
    menu_providers: 'Providers',
    menu_instructors: 'Instructors',
    menu_users: 'Users',
    menu_groups: 'Groups',
    menu_audit_log: 'Audit log',
    menu_sso: 'Sign-in providers',
    menu_linked_services: 'Linked services',
    menu_import: 'Imports',
    menu_certificates: 'Certificates',
    menu_report: 'Reports',
    menu_orders: 'Orders',
    menu_coupons: 'Coupons',
    menu_assignments: 'Assignments',
    menu_labels: 'Labels',
    menu_gamification: 'Gamification',
    menu_competency: 'Competency',
    menu_material_requests: 'Material requests',
    menu_playlists: 'Playlists',
    menu_news: 'News',
    menu_public_learning: 'Public learning',
    menu_public_providers: 'Public providers',
    menu_public_requests: 'Public requests',
    menu_informative: 'Informative pages',
    menu_support: 'Support',
    menu_announcements: 'Announcements',
    menu_delivery_failures: 'Delivery failures',
    menu_activity: 'Activities',
    menu_group_learning: 'Learning',
    menu_group_people: 'People',
    menu_group_commerce: 'Commerce',
    menu_group_reports: 'Reports',
    menu_group_system: 'System',
  },
  th: {
    menu_learning_results: 'ผลการเรียน',
    menu_approvals: 'รออนุมัติ',
    menu_marking: 'ตรวจให้คะแนน',
    menu_content: 'เนื้อหา',
    menu_learning_paths: 'เส้นทางการเรียนรู้',
    menu_learning_programs: 'โปรแกรมการเรียนรู้',
    menu_onboarding: 'การปฐมนิเทศ',
    menu_categories: 'หมวดหมู่',
    menu_tags: 'แท็ก',
    menu_providers: 'ผู้ให้บริการ',
    menu_instructors: 'ผู้สอน',
    menu_users: 'ผู้ใช้งาน',
    menu_groups: 'กลุ่ม',
    menu_audit_log: 'บันทึกการเปลี่ยนแปลง',
    menu_sso: 'ผู้ให้บริการเข้าสู่ระบบ',
    menu_linked_services: 'บริการที่เชื่อมโยง',
    menu_import: 'นำเข้าข้อมูล',
    menu_certificates: 'ใบประกาศนียบัตร',
    menu_report: 'รายงาน',
    menu_orders: 'คำสั่งซื้อ',
    menu_coupons: 'คูปอง',
    menu_assignments: 'การมอบหมาย',
    menu_labels: 'ข้อความเมนู',
    menu_gamification: 'เกมมิฟิเคชัน',
    menu_competency: 'สมรรถนะ',
    menu_material_requests: 'คำขอสร้างสื่อ',
    menu_playlists: 'เพลย์ลิสต์',
    menu_news: 'ข่าวสาร',
    menu_public_learning: 'การเรียนรู้สาธารณะ',
    menu_public_providers: 'ผู้ให้บริการสาธารณะ',
    menu_public_requests: 'คำขอทั่วไป',
    menu_informative: 'หน้าข้อมูล',
    menu_support: 'ฝ่ายช่วยเหลือ',
    menu_announcements: 'ประกาศ',
    menu_delivery_failures: 'การส่งที่ล้มเหลว',
    menu_activity: 'กิจกรรม',
    menu_group_learning: 'การเรียนรู้',
    menu_group_people: 'บุคคล',
    menu_group_commerce: 'การขาย',
    menu_group_reports: 'รายงาน',
    menu_group_system: 'ระบบ',
  },
});

/** The permission that opens the learning results, approvals and marking screens. */
export const MANAGE_ENROLLMENT = 'dashboard_manage_enrollment';

/** The permission that opens the content, category, tag, provider and instructor screens. */
export const MANAGE_CONTENT = 'dashboard_manage_content';
/** The permission that opens the users and groups screens. */
export const MANAGE_USER = 'dashboard_manage_user';
/** The permission that opens the reports screen. */
export const VIEW_REPORT = 'dashboard_view_report';
/** The permission that opens the orders screen (confirm payments, cancel orders). */
export const MANAGE_ORDER = 'dashboard_manage_order';
/** The permission that opens the configuration screens (dictionary labels). */
export const MANAGE_CONFIG = 'dashboard_manage_config';
