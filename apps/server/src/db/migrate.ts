import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database';
import * as foundation from './migrations/0001-foundation';
import * as catalog from './migrations/0002-catalog';
import * as learning from './migrations/0003-learning';
import * as assessment from './migrations/0004-assessment';
import * as catalogOrder from './migrations/0005-catalog-order';
import * as dashboardLists from './migrations/0006-dashboard-lists';
import * as scorm from './migrations/0007-scorm';
import * as certificate from './migrations/0008-certificate';
import * as media from './migrations/0009-media';
import * as contentAdmin from './migrations/0010-content-admin';
import * as userAdmin from './migrations/0011-user-admin';
import * as auditLog from './migrations/0012-audit-log';
import * as importing from './migrations/0013-import';
import * as surveyRequired from './migrations/0016-survey-required';
import * as review from './migrations/0017-review';
import * as discussion from './migrations/0018-discussion';
import * as report from './migrations/0019-report';
import * as order from './migrations/0022-order';
import * as certificateAdmin from './migrations/0023-certificate-admin';
import * as assignment from './migrations/0024-assignment';
import * as categoryList from './migrations/0026-category-list';
import * as taxonomyImage from './migrations/0027-taxonomy-image';
import * as taxonomyDisplay from './migrations/0028-taxonomy-display';
import * as materialRequest from './migrations/0029-material-request';
import * as progressEvidence from './migrations/0030-progress-evidence';
import * as certificateRevokeCause from './migrations/0033-certificate-revoke-cause';
import * as orderReference from './migrations/0034-order-reference';
import * as program from './migrations/0035-program';
import * as onboardAutoAssign from './migrations/0036-onboard-auto-assign';
import * as classSession from './migrations/0038-class-session';
import * as notification from './migrations/0040-notification';
import * as calendar from './migrations/0042-calendar';
import * as messenger from './migrations/0044-messenger';
import * as announcement from './migrations/0045-announcement';
import * as sso from './migrations/0046-sso';
import * as authFactor from './migrations/0048-auth-factor';
import * as gamification from './migrations/0050-gamification';
import * as news from './migrations/0052-news';
import * as liveSession from './migrations/0054-live-session';
import * as classExtras from './migrations/0056-class-extras';
import * as messageImage from './migrations/0058-message-image';
import * as socialLogin from './migrations/0060-social-login';
import * as idenPhoto from './migrations/0061-iden-photo';
import * as playlist from './migrations/0062-playlist';
import * as flashCard from './migrations/0063-flash-card';
import * as publicRequest from './migrations/0064-public-request';
import * as competency from './migrations/0066-competency';
import * as ugcMedia from './migrations/0067-ugc-media';
import * as publicLearningMobile from './migrations/0068-public-learning-mobile';
import * as accountLinks from './migrations/0069-account-links';
import * as teamGroups from './migrations/0070-team-groups';
import * as discussionExtras from './migrations/0071-discussion-extras';
import * as liveCheckIn from './migrations/0072-live-check-in';
import * as samlLogoutThaiNames from './migrations/0073-saml-logout-thai-names';
import * as playlistSettings from './migrations/0074-playlist-settings';
import * as couponTaxInvoice from './migrations/0075-coupon-tax-invoice';
import * as courseSelling from './migrations/0076-course-selling';
import * as importMapping from './migrations/0077-import-mapping';

/** Migrations in order; a new one is added here and never edited after it has shipped. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-catalog': catalog,
  '0003-learning': learning,
  '0004-assessment': assessment,
  '0005-catalog-order': catalogOrder,
  '0006-dashboard-lists': dashboardLists,
  '0007-scorm': scorm,
  '0008-certificate': certificate,
  '0009-media': media,
  '0010-content-admin': contentAdmin,
  '0011-user-admin': userAdmin,
  '0012-audit-log': auditLog,
  '0013-import': importing,
  '0016-survey-required': surveyRequired,
  '0017-review': review,
  '0018-discussion': discussion,
  '0019-report': report,
  '0022-order': order,
  '0023-certificate-admin': certificateAdmin,
  '0024-assignment': assignment,
  '0026-category-list': categoryList,
  '0027-taxonomy-image': taxonomyImage,
  '0028-taxonomy-display': taxonomyDisplay,
  '0029-material-request': materialRequest,
  '0030-progress-evidence': progressEvidence,
  '0033-certificate-revoke-cause': certificateRevokeCause,
  '0034-order-reference': orderReference,
  '0035-program': program,
  '0036-onboard-auto-assign': onboardAutoAssign,
  '0038-class-session': classSession,
  '0040-notification': notification,
  '0042-calendar': calendar,
  '0044-messenger': messenger,
  '0045-announcement': announcement,
  '0046-sso': sso,
  '0048-auth-factor': authFactor,
  '0050-gamification': gamification,
  '0052-news': news,
  '0054-live-session': liveSession,
  '0056-class-extras': classExtras,
  '0058-message-image': messageImage,
  '0060-social-login': socialLogin,
  '0061-iden-photo': idenPhoto,
  '0062-playlist': playlist,
  '0063-flash-card': flashCard,
  '0064-public-request': publicRequest,
  '0066-competency': competency,
  '0067-ugc-media': ugcMedia,
  '0068-public-learning-mobile': publicLearningMobile,
  '0069-account-links': accountLinks,
  '0070-team-groups': teamGroups,
  '0071-discussion-extras': discussionExtras,
  '0072-live-check-in': liveCheckIn,
  '0073-saml-logout-thai-names': samlLogoutThaiNames,
  '0074-playlist-settings': playlistSettings,
  '0075-coupon-tax-invoice': couponTaxInvoice,
  '0076-course-selling': courseSelling,
  '0077-import-mapping': importMapping,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

/** Applies every pending migration; throws on the first failure. */
export async function migrateToLatest(database: Database): Promise<string[]> {
  const db = database as unknown as Kysely<unknown>;
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(JSON.stringify(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
