import { defineMessages } from '@/i18n/feature-messages';

/** Labels of the group picker (dashboard forms that choose groups). */
export const groupPickerMessages = defineMessages('dashboard-group-picker', {
  en: {
    gpick_placeholder: 'Search groups by name',
    gpick_none_found: 'No group has this name.',
    gpick_more: '{{count}} more groups: type part of a name to find them.',
  },
  th: {
    gpick_placeholder: 'ค้นหากลุ่มตามชื่อ',
    gpick_none_found: 'ไม่พบกลุ่มที่มีชื่อนี้',
    gpick_more: 'ยังมีอีก {{count}} กลุ่ม พิมพ์บางส่วนของชื่อเพื่อค้นหา',
  },
});
