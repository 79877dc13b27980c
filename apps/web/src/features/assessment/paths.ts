/** Screen paths of SPEC §1: /test/{testid}, its sections and a result; /survey/{surveyid}. */
export const assessmentPaths = {
  test: (testId: number) => `/test/${testId}`,
  section: (testId: number, sectionId: number) => `/test/${testId}/section/${sectionId}`,
  /** The result of an attempt (`answerid` is the attempt id). */
  result: (testId: number, sectionId: number, attemptId: number) =>
    `/test/${testId}/section/${sectionId}/answer/${attemptId}`,
  survey: (surveyId: number) => `/survey/${surveyId}`,
  surveyQuestions: (surveyId: number) => `/survey/${surveyId}/question`,
};
