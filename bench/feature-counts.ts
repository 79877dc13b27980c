import type { BudgetRow } from './scale-run';
import { accountLinksStatements } from './account-links-count';
import { classStatements } from './class-count';
import { sessionPlans } from './session-plans';
import { classExtrasStatements } from './class-extras-count';
import { competencyStatements } from './competency-count';
import { couponStatements } from './coupon-count';
import { discussionStatements } from './discussion-count';
import { idenPhotoStatements } from './iden-photo-count';
import { leaderboardStatements } from './leaderboard-count';
import { liveStatements } from './live-count';
import { messengerStatements } from './messenger-count';
import { playlistStatements } from './playlist-count';
import { publicLearningStatements } from './public-learning-count';
import { publicRequestStatements } from './public-request-count';
import { ugcMediaStatements } from './ugc-media-count';

/**
 * The statement budgets of the features' own lists (each file grows its rows and counts the
 * statements of a page at 20 and 100 rows): classes, messenger, playlists, the people directory
 * and linked services, leaderboards, public
 * requests and learning, learner-made media, identification photos, competency, live sessions,
 * discussion topics, dashboard coupons.
 */
export async function featureStatements(
  url: string,
  counting: { statements: () => { sql: string; parameters: readonly unknown[] }[] },
  statements: (target: string, cookie?: string, cold?: boolean) => Promise<number>,
  accounts: { learnerEmail: string; adminCookie: string },
  record: (row: BudgetRow) => void,
): Promise<void> {
  const { adminCookie } = accounts;
  await classStatements(url, (t) => statements(t), record);
  await classExtrasStatements(statements, adminCookie, record);
  await messengerStatements(url, (t) => statements(t), record);
  await playlistStatements(url, (t) => statements(t), record);
  await accountLinksStatements(url, (t, c) => statements(t, c), adminCookie, record);
  await leaderboardStatements(url, counting, statements, record);
  await publicRequestStatements(url, statements, adminCookie, record);
  await publicLearningStatements(url, statements, adminCookie, record);
  await ugcMediaStatements(url, (t) => statements(t), record);
  await idenPhotoStatements(url, (t) => statements(t, adminCookie), record);
  await competencyStatements(url, (t, cookie) => statements(t, cookie), adminCookie, record);
  await liveStatements(url, accounts.learnerEmail, (t) => statements(t), record);
  await discussionStatements(url, (t) => statements(t), record);
  await couponStatements(url, (t, cookie) => statements(t, cookie), adminCookie, record);
  // Last: its 100,000 sessions would change the counts above.
  await sessionPlans(url, counting, statements, accounts.learnerEmail, record);
}
