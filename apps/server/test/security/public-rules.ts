/**
 * Rules of the public catalog (issue 20): the reads a visitor may make while B2C explore mode is
 * on ('visitor': 401 signed out when B2C is off, open to everyone when it is on, signed-in
 * users always), overriding the 'public' these routes had before; and the news and informative
 * pages (their learner reads are visitor reads, their authoring is the content right).
 */
type Access = 'visitor' | `dashboard:${string}`;

const visitorReads = [
  '/api/course/',
  '/api/course/:id/',
  // A course's reviews and related courses sell it (issue 21 item 7).
  '/api/course/:id/review/',
  '/api/course/:id/related/',
  '/api/category/',
  '/api/category/:id/',
  '/api/provider/:id/',
  '/api/instructor/:id/',
  '/api/tag/:id/',
  '/api/search/',
  '/api/filter/content-type/',
  '/api/filter/sub-category/',
  '/api/filter/instructor/',
  '/api/filter/provider/',
  '/api/filter/tag/',
  '/api/learning-path/',
  '/api/learning-path/:id/',
  '/api/learning-program/',
  '/api/learning-program/:id/',
  '/api/onboard/',
  '/api/onboard/:id/',
  '/api/class/',
  '/api/class/:id/',
  '/api/class/:id/session/:sessionid/',
  '/api/news/',
  '/api/news/:id/',
  '/api/informative/',
  '/api/informative/:id/',
];

const content = 'dashboard:dashboard_manage_content' as const;
const authoring = ['news', 'informative'].flatMap((segment) => [
  `GET /api/dashboard/${segment}/`,
  `POST /api/dashboard/${segment}/`,
  `GET /api/dashboard/${segment}/:id/`,
  `PATCH /api/dashboard/${segment}/:id/`,
  `DELETE /api/dashboard/${segment}/:id/`,
]);

export const PUBLIC_RULES: Record<string, Access> = {
  ...Object.fromEntries(visitorReads.map((url) => [`GET ${url}`, 'visitor' as const])),
  ...Object.fromEntries(authoring.map((route) => [route, content])),
};
