import { useParams } from 'react-router';

/**
 * Where a class's pages are: under /class, or under /class-program/{id}/class when the learner
 * reached the class within a class program (SPEC §2). The same page components serve both; the
 * route's `programid` says which.
 */
export interface ClassPaths {
  /** The program the class was reached in, or null. */
  programId: number | null;
  klass: (classId: number, tab?: string) => string;
  session: (classId: number, sessionId: number) => string;
  survey: (classId: number, sessionId: number, surveyId: number) => string;
  live: (classId: number, sessionId: number) => string;
}

export function classPaths(programId: number | null): ClassPaths {
  const base = programId === null ? '' : `/class-program/${programId}`;
  return {
    programId,
    klass: (classId, tab) => `${base}/class/${classId}${tab ? `/${tab}` : ''}`,
    session: (classId, sessionId) => `${base}/class/session/${classId}/${sessionId}`,
    survey: (classId, sessionId, surveyId) =>
      programId === null
        ? `/class/session/${classId}/${sessionId}/survey/${surveyId}`
        : `${base}/class/${classId}/session/${sessionId}/survey/${surveyId}`,
    live: (classId, sessionId) => `${base}/class/${classId}/session/${sessionId}/live`,
  };
}

/** The class paths of the current route. */
export function useClassPaths(): ClassPaths {
  const id = Number(useParams().programid);
  return classPaths(Number.isInteger(id) && id > 0 ? id : null);
}
