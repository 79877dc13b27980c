import type { Language, NotificationKind } from '@portal/shared';
import type { NotificationParams } from '@/db/types';

/**
 * The texts of notifications, rendered when they are read, in the reader's language (their
 * saved language), from the params the event stored: `title_en`/`title_th` of the content, a
 * `deadline` (ISO), a `stage` or `outcome`, an order `reference`.
 */
type Render = (p: Params) => string;

interface Params {
  title: string;
  date: string;
  outcome: string;
  stage: string;
  reference: string;
  /** An announcement's own title (no quotes) and text, in the reader's language. */
  heading: string;
  body: string;
  /** Who acted (a reply's author). */
  name: string;
}

const TEXTS: Record<Language, Record<NotificationKind, Render>> = {
  en: {
    assignment: (p) =>
      p.date
        ? `You have been assigned ${p.title}, due ${p.date}.`
        : `You have been assigned ${p.title}.`,
    deadline: (p) =>
      p.stage === 'overdue'
        ? `${p.title} is overdue: it was due ${p.date}.`
        : p.stage === 'due_1d'
          ? `${p.title} is due tomorrow, ${p.date}.`
          : `${p.title} is due in a week, ${p.date}.`,
    enrollment_decision: (p) =>
      p.outcome === 'approved'
        ? `Your enrolment in ${p.title} was approved.`
        : `Your enrolment in ${p.title} was not approved.`,
    test_marked: (p) =>
      p.outcome === 'passed'
        ? `Your answers in ${p.title} have been marked: you passed.`
        : `Your answers in ${p.title} have been marked: you did not pass this time.`,
    material_request_decision: (p) =>
      p.outcome === 'approved'
        ? `Your request for ${p.title} was approved.`
        : `Your request for ${p.title} was not approved.`,
    certificate: (p) =>
      p.outcome === 'revoked'
        ? `Your certificate for ${p.title} has been revoked.`
        : `Your certificate for ${p.title} is ready.`,
    order: (p) =>
      p.outcome === 'confirmed'
        ? `Your order ${p.reference} has been confirmed.`
        : `Your order ${p.reference} has been cancelled.`,
    announcement: (p) => (p.body ? `${p.heading}: ${p.body}` : p.heading),
    public_request: (p) =>
      p.outcome === 'to_approve'
        ? `The request ${p.title} of ${p.reference} waits for your approval.`
        : p.outcome === 'submitted'
          ? `Your request ${p.title} has been sent for approval.`
          : p.outcome === 'step_approved'
            ? `Your request ${p.title} passed step ${p.stage}; it now goes to the next approver.`
            : p.outcome === 'approved'
              ? `Your request ${p.title} was approved.`
              : `Your request ${p.title} was not approved.`,
    discussion_reply: (p) => `${p.name} replied to your post in ${p.title}.`,
    term: (p) => `A new version of ${p.title} was published. Please read and accept it.`,
    session_reminder: (p) => `Your session ${p.title} starts soon, at ${p.date}.`,
  },
  th: {
    assignment: (p) =>
      p.date
        ? `คุณได้รับมอบหมายให้เรียน ${p.title} กำหนดเสร็จ ${p.date}`
        : `คุณได้รับมอบหมายให้เรียน ${p.title}`,
    deadline: (p) =>
      p.stage === 'overdue'
        ? `${p.title} เลยกำหนดแล้ว (กำหนดเสร็จ ${p.date})`
        : p.stage === 'due_1d'
          ? `${p.title} ถึงกำหนดพรุ่งนี้ ${p.date}`
          : `${p.title} จะถึงกำหนดในอีก 1 สัปดาห์ ${p.date}`,
    enrollment_decision: (p) =>
      p.outcome === 'approved'
        ? `คำขอลงทะเบียน ${p.title} ของคุณได้รับการอนุมัติแล้ว`
        : `คำขอลงทะเบียน ${p.title} ของคุณไม่ได้รับการอนุมัติ`,
    test_marked: (p) =>
      p.outcome === 'passed'
        ? `คำตอบของคุณใน ${p.title} ตรวจเรียบร้อยแล้ว คุณสอบผ่าน`
        : `คำตอบของคุณใน ${p.title} ตรวจเรียบร้อยแล้ว ครั้งนี้คุณยังไม่ผ่าน`,
    material_request_decision: (p) =>
      p.outcome === 'approved'
        ? `คำขอใช้ ${p.title} ของคุณได้รับการอนุมัติแล้ว`
        : `คำขอใช้ ${p.title} ของคุณไม่ได้รับการอนุมัติ`,
    certificate: (p) =>
      p.outcome === 'revoked'
        ? `ใบประกาศนียบัตรของ ${p.title} ถูกเพิกถอนแล้ว`
        : `ใบประกาศนียบัตรของ ${p.title} พร้อมแล้ว`,
    order: (p) =>
      p.outcome === 'confirmed'
        ? `คำสั่งซื้อ ${p.reference} ของคุณได้รับการยืนยันแล้ว`
        : `คำสั่งซื้อ ${p.reference} ของคุณถูกยกเลิก`,
    announcement: (p) => (p.body ? `${p.heading}: ${p.body}` : p.heading),
    public_request: (p) =>
      p.outcome === 'to_approve'
        ? `คำขอ ${p.title} ของ ${p.reference} รอการอนุมัติจากคุณ`
        : p.outcome === 'submitted'
          ? `ส่งคำขอ ${p.title} ของคุณเพื่อขออนุมัติแล้ว`
          : p.outcome === 'step_approved'
            ? `คำขอ ${p.title} ของคุณผ่านการอนุมัติขั้นที่ ${p.stage} แล้ว และส่งต่อให้ผู้อนุมัติคนถัดไป`
            : p.outcome === 'approved'
              ? `คำขอ ${p.title} ของคุณได้รับการอนุมัติแล้ว`
              : `คำขอ ${p.title} ของคุณไม่ได้รับการอนุมัติ`,
    discussion_reply: (p) => `${p.name} ตอบกลับโพสต์ของคุณใน ${p.title}`,
    term: (p) => `${p.title} มีฉบับปรับปรุงใหม่ กรุณาอ่านและกดยอมรับ`,
    session_reminder: (p) => `รอบเรียน ${p.title} ใกล้เริ่มแล้ว เริ่มเวลา ${p.date}`,
  },
};

/** The kinds' names in the reader's language (the e-mail's subject and the unsubscribe page). */
export const KIND_NAMES: Record<Language, Record<NotificationKind, string>> = {
  en: {
    assignment: 'New assignment',
    deadline: 'Deadline reminder',
    enrollment_decision: 'Enrolment decision',
    test_marked: 'Test marked',
    material_request_decision: 'Material request decision',
    certificate: 'Certificate',
    order: 'Order',
    announcement: 'Announcement',
    public_request: 'Public request',
    discussion_reply: 'Reply to your post',
    term: 'Document to accept',
    session_reminder: 'Session starting soon',
  },
  th: {
    assignment: 'งานที่ได้รับมอบหมายใหม่',
    deadline: 'แจ้งเตือนกำหนดเสร็จ',
    enrollment_decision: 'ผลการขอลงทะเบียน',
    test_marked: 'ผลการตรวจแบบทดสอบ',
    material_request_decision: 'ผลคำขอใช้สื่อการเรียน',
    certificate: 'ใบประกาศนียบัตร',
    order: 'คำสั่งซื้อ',
    announcement: 'ประกาศ',
    public_request: 'คำขอทั่วไป',
    discussion_reply: 'การตอบกลับโพสต์ของคุณ',
    term: 'เอกสารที่ต้องยอมรับ',
    session_reminder: 'รอบเรียนใกล้เริ่มแล้ว',
  },
};

/** Bangkok time: the portal's people are in Thailand (Buddhist year in Thai). */
function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'th' ? 'th-TH' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  }).format(date);
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A notification's text in the reader's language. */
export function renderNotification(
  kind: NotificationKind,
  params: NotificationParams,
  language: Language,
): string {
  const title =
    language === 'th' ? text(params.title_th) || text(params.title_en) : text(params.title_en);
  const deadline = text(params.deadline);
  return TEXTS[language][kind]({
    title: title ? `“${title}”` : '',
    date: deadline ? formatDate(deadline, language) : '',
    outcome: text(params.outcome),
    stage: text(params.stage),
    reference: text(params.reference),
    heading: title,
    body: language === 'th' ? text(params.body_th) || text(params.body_en) : text(params.body_en),
    name: text(params.name),
  });
}

const MAIL: Record<
  Language,
  { greeting: (name: string) => string; open: string; unsubscribe: string; digest: string }
> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    open: 'Open it in the portal:',
    unsubscribe: 'To stop e-mails of this kind, open:',
    digest: 'Your notifications of the day',
  },
  th: {
    greeting: (name) => `สวัสดีคุณ ${name}`,
    open: 'เปิดดูในพอร์ทัล:',
    unsubscribe: 'หากไม่ต้องการรับอีเมลประเภทนี้อีก เปิดลิงก์:',
    digest: 'สรุปการแจ้งเตือนประจำวันของคุณ',
  },
};

export interface MailLine {
  text: string;
  link: string;
  unsubscribe: string;
}

/** One notification's mail, in the reader's language, with its unsubscribe link. */
export function notificationMail(
  language: Language,
  name: string,
  subject: string,
  line: MailLine,
): { subject: string; body: string } {
  const m = MAIL[language];
  return {
    subject,
    body: [
      m.greeting(name),
      '',
      line.text,
      '',
      m.open,
      line.link,
      '',
      m.unsubscribe,
      line.unsubscribe,
    ].join('\n'),
  };
}

/** The daily digest: every waiting notification of the reader in one mail. */
export function digestMail(
  language: Language,
  name: string,
  lines: MailLine[],
): { subject: string; body: string } {
  const m = MAIL[language];
  const body = [m.greeting(name), ''];
  for (const line of lines)
    body.push(`- ${line.text}`, `  ${line.link}`, `  ${m.unsubscribe} ${line.unsubscribe}`, '');
  return { subject: m.digest, body: body.join('\n') };
}
