/** Webfront paths of public requests (SPEC "Public request"). */
export const publicRequestPaths = {
  root: '/public-request',
  requester: '/public-request/requester',
  admin: '/public-request/admin',
  overall: (id: number, tab: 'info' | 'result' | 'survey' = 'info') =>
    `/public-request/${id}/overall/${tab}`,
  section: (id: number, formId: number, sectionId: number) =>
    `/public-request/${id}/request-form/${formId}/section/${sectionId}`,
};
