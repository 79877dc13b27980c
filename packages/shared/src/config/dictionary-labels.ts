/**
 * The dictionary labels of SPEC §2 with their bundled texts. An administrator may override each
 * in the dashboard; the server sends the overrides (GET dict/) and the client lays them over
 * these. One list for both sides: the web bundles it, the server lists it with its defaults.
 */
export const DICTIONARY_EN = {
  portal_name: 'Learning Portal',
  portal_tagline: 'Learn anything, anywhere, in English and Thai.',
  home: 'Home',
  news_updates: 'News updates',
  public_requests: 'Requests',
  courses: 'Courses',
  calendar: 'Calendar',
  my_calendar: 'My calendar',
  all_calendar: 'All calendar',
  trainings: 'Trainings',
  learning_paths: 'Learning paths',
  categories: 'Categories',
  learning_centers: 'Learning centers',
  instructors: 'Instructors',
  surveys: 'Surveys',
  tests: 'Tests',
  my_orders: 'My orders',
  cart: 'Cart',
  cart_with_count: 'Cart, {{count}} items',
  cart_with_count_one: 'Cart, {{count}} item',
  my_library: 'My library',
  inbox: 'Inbox',
  notifications: 'Notifications',
  forgot_password: 'Forgot password',
  reset_password: 'Reset password',
  test_detail: 'Test detail',
  test_report: 'Test report',
  test_list: 'Tests',
  onboard: 'Onboard',
} as const;

export type DictionaryKey = keyof typeof DICTIONARY_EN;

/** Thai texts of the dictionary labels: every English key has one. */
export const DICTIONARY_TH: Record<DictionaryKey, string> = {
  portal_name: 'พอร์ทัลการเรียนรู้',
  portal_tagline: 'เรียนรู้ได้ทุกที่ ทุกเวลา ทั้งภาษาไทยและภาษาอังกฤษ',
  home: 'หน้าแรก',
  news_updates: 'ข่าวสารและอัปเดต',
  public_requests: 'คำขอ',
  courses: 'คอร์สเรียน',
  calendar: 'ปฏิทิน',
  my_calendar: 'ปฏิทินของฉัน',
  all_calendar: 'ปฏิทินทั้งหมด',
  trainings: 'การอบรม',
  learning_paths: 'เส้นทางการเรียนรู้',
  categories: 'หมวดหมู่',
  learning_centers: 'ศูนย์การเรียนรู้',
  instructors: 'ผู้สอน',
  surveys: 'แบบสำรวจ',
  tests: 'แบบทดสอบ',
  my_orders: 'คำสั่งซื้อของฉัน',
  cart: 'ตะกร้าสินค้า',
  cart_with_count: 'ตะกร้าสินค้า {{count}} รายการ',
  cart_with_count_one: 'ตะกร้าสินค้า {{count}} รายการ',
  my_library: 'คลังการเรียนรู้ของฉัน',
  inbox: 'กล่องข้อความ',
  notifications: 'การแจ้งเตือน',
  forgot_password: 'ลืมรหัสผ่าน',
  reset_password: 'ตั้งรหัสผ่านใหม่',
  test_detail: 'รายละเอียดแบบทดสอบ',
  test_report: 'รายงานผลแบบทดสอบ',
  test_list: 'แบบทดสอบ',
  onboard: 'ปฐมนิเทศ',
};

export function isDictionaryKey(key: string): key is DictionaryKey {
  return Object.hasOwn(DICTIONARY_EN, key);
}

/** The `{{name}}` placeholders of a label, sorted, each once. */
export function labelPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? ''))].sort();
}
