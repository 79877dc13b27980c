import type { CourseDetail } from '@portal/shared';
import type { CourseTab } from './course-detail-page';
import { CourseCurriculum } from './course-curriculum';
import {
  CourseAdditional,
  CourseApproval,
  CourseCertificate,
  CourseDiscussion,
  CourseInfo,
} from './course-panels';

/**
 * A course page's tab content, a chunk of its own (issue 21 item 2): the description, syllabus,
 * instructors, reviews and related courses sit below the header on a phone, so their code loads
 * while the header paints instead of before it.
 */
export default function CourseTabPanel(props: { tab: CourseTab; course: CourseDetail }) {
  switch (props.tab) {
    case 'info':
      return <CourseInfo course={props.course} />;
    case 'curriculum':
      return <CourseCurriculum course={props.course} />;
    case 'additional':
      return <CourseAdditional course={props.course} />;
    case 'approval':
      return <CourseApproval course={props.course} />;
    case 'certificate':
      return <CourseCertificate course={props.course} />;
    case 'discussion':
      return <CourseDiscussion course={props.course} />;
  }
}
