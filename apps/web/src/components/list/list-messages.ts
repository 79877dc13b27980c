import { defineMessages } from '@/i18n/feature-messages';

/** Labels of the list controls shared by paged screens. */
export const listMessages = defineMessages('list', {
  en: {
    list_search_label: 'Search',
    list_search_button: 'Search',
    list_sort_label: 'Sort by',
    list_result_count_one: '{{count}} result',
    list_result_count_other: '{{count}} results',
    list_pagination: 'Pages',
    list_page_n: 'Page {{page}}',
    list_previous_page: 'Previous page',
    list_next_page: 'Next page',
    list_first_page: 'First page',
    list_last_page: 'Last page',
    list_all: 'All',
    list_loading: 'Loading…',
  },
  th: {
    list_search_label: 'ค้นหา',
    list_search_button: 'ค้นหา',
    list_sort_label: 'เรียงตาม',
    list_result_count_one: '{{count}} รายการ',
    list_result_count_other: '{{count}} รายการ',
    list_pagination: 'หน้า',
    list_page_n: 'หน้า {{page}}',
    list_previous_page: 'หน้าก่อนหน้า',
    list_next_page: 'หน้าถัดไป',
    list_first_page: 'หน้าแรก',
    list_last_page: 'หน้าสุดท้าย',
    list_all: 'ทั้งหมด',
    list_loading: 'กำลังโหลด…',
  },
});
