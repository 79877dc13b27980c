import { defineMessages } from '@/i18n/feature-messages';

/** Labels of the SCORM player frame and its page. */
export const scormMessages = defineMessages({
  en: {
    scorm_frame_title: 'Lesson: {{title}}',
    scorm_loading: 'Opening the lesson…',
    scorm_saving: 'Saving your progress…',
    scorm_saved: 'Progress saved',
    scorm_save_error: 'Your progress could not be saved. We will try again at your next step.',
    scorm_save_retry: 'Save now',
    scorm_completed: 'You completed this lesson.',
    scorm_back_to_course: 'Back to the course',
    scorm_missing_slot: 'Open this lesson from its course.',
    not_enrolled: 'Enrol in this course to open the lesson.',
  },
  th: {
    scorm_frame_title: 'บทเรียน: {{title}}',
    scorm_loading: 'กำลังเปิดบทเรียน…',
    scorm_saving: 'กำลังบันทึกความคืบหน้า…',
    scorm_saved: 'บันทึกความคืบหน้าแล้ว',
    scorm_save_error: 'บันทึกความคืบหน้าไม่สำเร็จ ระบบจะลองใหม่ในขั้นตอนถัดไป',
    scorm_save_retry: 'บันทึกตอนนี้',
    scorm_completed: 'คุณเรียนบทเรียนนี้จบแล้ว',
    scorm_back_to_course: 'กลับไปที่คอร์ส',
    scorm_missing_slot: 'กรุณาเปิดบทเรียนนี้จากคอร์สของบทเรียน',
    not_enrolled: 'ลงทะเบียนเรียนคอร์สนี้ก่อนเพื่อเปิดบทเรียน',
  },
});
