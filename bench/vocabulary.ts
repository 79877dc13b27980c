import { searchWords } from '@/lib/search-text';

/**
 * Words of the generated catalog: a topic and a form per course, in English and Thai, so a
 * search on a word matches the share of the catalog it would in a real one (a topic about one
 * row in 40, a form about one in 11) and not every generated row.
 */
const TOPICS: [string, string][] = [
  ['Marketing', 'การตลาด'],
  ['Accounting', 'การบัญชี'],
  ['Leadership', 'ภาวะผู้นำ'],
  ['Cooking', 'การทำอาหาร'],
  ['Photography', 'การถ่ายภาพ'],
  ['Programming', 'การเขียนโปรแกรม'],
  ['English', 'ภาษาอังกฤษ'],
  ['Japanese', 'ภาษาญี่ปุ่น'],
  ['Chinese', 'ภาษาจีน'],
  ['Finance', 'การเงิน'],
  ['Investment', 'การลงทุน'],
  ['Graphic design', 'การออกแบบกราฟิก'],
  ['Workplace safety', 'ความปลอดภัยในที่ทำงาน'],
  ['Health', 'สุขภาพ'],
  ['Nutrition', 'โภชนาการ'],
  ['Yoga', 'โยคะ'],
  ['Sales', 'การขาย'],
  ['Negotiation', 'การเจรจาต่อรอง'],
  ['Communication', 'การสื่อสาร'],
  ['Creative writing', 'การเขียนเชิงสร้างสรรค์'],
  ['Statistics', 'สถิติ'],
  ['Mathematics', 'คณิตศาสตร์'],
  ['Physics', 'ฟิสิกส์'],
  ['Chemistry', 'เคมี'],
  ['Biology', 'ชีววิทยา'],
  ['History', 'ประวัติศาสตร์'],
  ['Labour law', 'กฎหมายแรงงาน'],
  ['Personal tax', 'ภาษีบุคคลธรรมดา'],
  ['Agriculture', 'การเกษตร'],
  ['Tourism', 'การท่องเที่ยว'],
  ['Music', 'ดนตรี'],
  ['Painting', 'จิตรกรรม'],
  ['Management', 'การจัดการ'],
  ['Teamwork', 'การทำงานเป็นทีม'],
  ['Customer service', 'การบริการลูกค้า'],
  ['Logistics', 'โลจิสติกส์'],
  ['Data analysis', 'การวิเคราะห์ข้อมูล'],
  ['Cyber security', 'ความมั่นคงปลอดภัยไซเบอร์'],
  ['First aid', 'การปฐมพยาบาล'],
  ['Public speaking', 'การพูดในที่สาธารณะ'],
  ['Project management', 'การบริหารโครงการ'],
];

const FORMS: [string, string][] = [
  ['basics', 'พื้นฐาน'],
  ['for beginners', 'สำหรับผู้เริ่มต้น'],
  ['intermediate', 'ระดับกลาง'],
  ['advanced', 'ขั้นสูง'],
  ['workshop', 'เชิงปฏิบัติการ'],
  ['in practice', 'ภาคปฏิบัติ'],
  ['for managers', 'สำหรับผู้บริหาร'],
  ['online', 'ออนไลน์'],
  ['essentials', 'ที่จำเป็น'],
  ['masterclass', 'มาสเตอร์คลาส'],
  ['refresher', 'ทบทวน'],
];

/** A Thai search of the scale steps: one topic (about 1 row in 40) and a number. */
export const THAI_SEARCH = 'การถ่ายภาพ 4242';
/** A Thai search on one topic word alone: a few percent of the catalog. */
export const THAI_TOPIC_SEARCH = 'การถ่ายภาพ';
/**
 * A Thai search whose matches do not grow with the catalog ("Python": only in a demo course,
 * never in the generated words), so its time shows the index walk alone.
 */
export const THAI_RARE_SEARCH = 'ไพทอน';

export interface Titles {
  en: string[];
  th: string[];
  descEn: string[];
  descTh: string[];
  /** The words of the titles and descriptions as contentSearchText writes them, without the number. */
  words: string[];
}

/**
 * Every topic x form pair (451), as parallel arrays the generating SQL picks from by index; the
 * search words come from the app's own Thai word segmenter, so the generated search_text is
 * what an edit in the dashboard would write.
 */
export function titleCombinations(): Titles {
  const out: Titles = { en: [], th: [], descEn: [], descTh: [], words: [] };
  for (const [topicEn, topicTh] of TOPICS)
    for (const [formEn, formTh] of FORMS) {
      const en = `${topicEn} ${formEn}`;
      const th = `${topicTh}${formTh}`;
      const descEn = `Learn ${topicEn.toLowerCase()} step by step.`;
      const descTh = `เรียนรู้${topicTh}ทีละขั้นตอน`;
      out.en.push(en);
      out.th.push(th);
      out.descEn.push(descEn);
      out.descTh.push(descTh);
      out.words.push([...new Set(searchWords(`${en} ${th} ${descEn} ${descTh}`))].join(' '));
    }
  return out;
}
