import { defineMessages } from '@/i18n/feature-messages';

/** Labels of the dashboard list pattern (states, selection, filters with 'select all'). */
export const dashboardListMessages = defineMessages({
  en: {
    dlist_load_failed: 'The list could not be loaded.',
    dlist_retry: 'Try again',
    dlist_empty: 'Nothing matches these filters.',
    dlist_empty_help: 'Change the search or the filters to see more.',
    dlist_select_all: 'Select all',
    dlist_select_page: 'Select every row on this page',
    dlist_select_row: 'Select {{name}}',
    dlist_selected_one: '{{count}} selected',
    dlist_selected_other: '{{count}} selected',
    dlist_clear_selection: 'Clear selection',
    dlist_filter_all: 'All',
    dlist_filter_some_one: '{{count}} chosen',
    dlist_filter_some_other: '{{count}} chosen',
    dlist_actions: 'Actions',
    dlist_clear_filters: 'Clear filters',
  },
  th: {
    dlist_load_failed: 'โหลดรายการไม่สำเร็จ',
    dlist_retry: 'ลองอีกครั้ง',
    dlist_empty: 'ไม่มีรายการที่ตรงกับตัวกรองนี้',
    dlist_empty_help: 'เปลี่ยนคำค้นหาหรือตัวกรองเพื่อดูรายการเพิ่มเติม',
    dlist_select_all: 'เลือกทั้งหมด',
    dlist_select_page: 'เลือกทุกแถวในหน้านี้',
    dlist_select_row: 'เลือก {{name}}',
    dlist_selected_one: 'เลือกแล้ว {{count}} รายการ',
    dlist_selected_other: 'เลือกแล้ว {{count}} รายการ',
    dlist_clear_selection: 'ล้างที่เลือก',
    dlist_filter_all: 'ทั้งหมด',
    dlist_filter_some_one: 'เลือก {{count}} รายการ',
    dlist_filter_some_other: 'เลือก {{count}} รายการ',
    dlist_actions: 'การดำเนินการ',
    dlist_clear_filters: 'ล้างตัวกรอง',
  },
});
