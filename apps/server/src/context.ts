import type { AppConfig } from '@/config';
import type { Database } from '@/db/database';
import type { Mailer } from '@/lib/mailer';
import type { SettingsStore } from '@/modules/config/settings';

/** What every module needs, built once by buildApp and passed down. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  settings: SettingsStore;
}
