import { Navigate } from 'react-router';
import { lazyPage } from '@/app/router/lazy-page';
import type { WebfrontFeatureRoutes } from '@/app/router/feature-routes';

// The course player (issue 3): one chunk; react-pdf loads only for a document slot.
const player = lazyPage(
  () => import('./player/components/player-page'),
  (m) => m.PlayerPage,
);
const library = lazyPage(
  () => import('./library/components/library-page'),
  (m) => m.LibraryPage,
);
const history = lazyPage(
  () => import('./library/components/library-history-page'),
  (m) => m.LibraryHistoryPage,
);
const certificates = lazyPage(
  () => import('./library/components/certificate-list-page'),
  (m) => m.CertificateListPage,
);
const certificate = lazyPage(
  () => import('./library/components/certificate-detail-page'),
  (m) => m.CertificateDetailPage,
);

const overview = lazyPage(
  () => import('./library/components/profile-overview-page'),
  (m) => m.ProfileOverviewPage,
);
const libraryDashboard = lazyPage(
  () => import('./library/components/library-dashboard-page'),
  (m) => m.LibraryDashboardPage,
);
const suggestion = lazyPage(
  () => import('./library/components/library-suggestion-page'),
  (m) => m.LibrarySuggestionPage,
);
const providerSummary = lazyPage(
  () => import('./library/components/provider-summary-page'),
  (m) => m.ProviderSummaryPage,
);
const noContents = lazyPage(
  () => import('./library/components/no-contents-page'),
  (m) => m.NoContentsPage,
);
// SPEC §2's profile reset-password pages: the password is changed on My profile, signed in.
const toMyProfile = <Navigate to="/profile/my-profile" replace />;

/** A learner's enrolments: the course player and the library (history, certificates). */
export const enrollmentRoutes: WebfrontFeatureRoutes = {
  shell: [
    { path: 'course/:courseid/playlist', lazy: player },
    { path: 'course/:courseid/playlist/:slotid', lazy: player },
    // The mobile app's web view of the player (SPEC §2 /mobile/course/{id}/playlist[/{slotid}]).
    { path: 'mobile/course/:courseid/playlist', lazy: player },
    { path: 'mobile/course/:courseid/playlist/:slotid', lazy: player },
    { path: 'profile', lazy: overview },
    { path: 'profile/no-contents', lazy: noContents },
    { path: 'profile/provider-summary', lazy: providerSummary },
    { path: 'profile/reset-password', element: toMyProfile },
    { path: 'profile/reset-password-v2', element: toMyProfile },
    { path: 'profile/library', lazy: library },
    { path: 'profile/library/dashboard', lazy: libraryDashboard },
    { path: 'profile/library/history', lazy: history },
    { path: 'profile/library/certificate', lazy: certificates },
    { path: 'profile/library/certificate/:certificateid', lazy: certificate },
    { path: 'profile/library/:contenttypeid', lazy: library },
    { path: 'profile/library/:contenttypeid/suggestion', lazy: suggestion },
  ],
};
