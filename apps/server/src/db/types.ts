export * from './tables/core';
export * from './tables/assessment';
export * from './tables/media';
export * from './tables/admin';
export * from './tables/community';
export * from './tables/notification';
export * from './tables/schedule';
export * from './tables/news';
export * from './tables/sso';
export * from './tables/messenger';
export * from './tables/announcement';
export * from './tables/gamification';
export * from './tables/public-request';
export * from './tables/iden-photo';
export * from './tables/playlist';
export * from './tables/public-learning';
export * from './tables/account-links';
import type { CoreTables } from './tables/core';
import type { AssessmentTables } from './tables/assessment';
import type { MediaTables } from './tables/media';
import type { AdminTables } from './tables/admin';
import type { CommunityTables } from './tables/community';
import type { CalendarTables } from './tables/calendar';
import type { NotificationTables } from './tables/notification';
import type { ScheduleTables } from './tables/schedule';
import type { AuthFactorTables } from './tables/auth-factor';
import type { NewsTables } from './tables/news';
import type { SsoTables } from './tables/sso';
import type { MessengerTables } from './tables/messenger';
import type { AnnouncementTables } from './tables/announcement';
import type { GamificationTables } from './tables/gamification';
import type { PublicRequestTables } from './tables/public-request';
import type { IdenPhotoTables } from './tables/iden-photo';
import type { CompetencyTables } from './tables/competency';
import type { PlaylistTables } from './tables/playlist';
import type { PublicLearningTables } from './tables/public-learning';
import type { UgcMediaTables } from './tables/ugc-media';
import type { AccountLinksTables } from './tables/account-links';

/** The whole schema as Kysely sees it: each domain's tables, from `tables/`. */
export interface DB
  extends
    CoreTables,
    AssessmentTables,
    MediaTables,
    AdminTables,
    CommunityTables,
    NotificationTables,
    ScheduleTables,
    CalendarTables,
    AuthFactorTables,
    NewsTables,
    SsoTables,
    MessengerTables,
    AnnouncementTables,
    GamificationTables,
    PublicRequestTables,
    IdenPhotoTables,
    CompetencyTables,
    PlaylistTables,
    PublicLearningTables,
    UgcMediaTables,
    AccountLinksTables {}
