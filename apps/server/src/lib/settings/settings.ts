import { sql } from 'kysely';
import {
  CONFIG_NAMES,
  CONFIG_SCHEMAS,
  isConfigName,
  type ConfigName,
  type ConfigValues,
} from '@portal/shared';
import type { Database, Executor } from '@/db/database';
import { contentChanged } from '@/lib/moment-cache';
import { CONFIG_DEFAULTS } from './defaults';

/** Update areas of config/check-update/. */
export const UPDATE_AREAS = [
  'config',
  'dict',
  'filter',
  'transaction_content_type',
  'home_menu',
  'home_informative',
] as const;
export type UpdateArea = (typeof UPDATE_AREAS)[number];

/** Config values with defaults, cached briefly so hot paths do not query on every request. */
export interface SettingsStore {
  all(): Promise<ConfigValues>;
  get<K extends ConfigName>(name: K): Promise<ConfigValues[K]>;
  set<K extends ConfigName>(db: Executor, name: K, value: ConfigValues[K]): Promise<void>;
  invalidate(): void;
}

const CACHE_MS = 2000;

export function createSettingsStore(db: Database): SettingsStore {
  let cached: { at: number; values: ConfigValues } | null = null;

  async function load(): Promise<ConfigValues> {
    const rows = await db.selectFrom('config_value').select(['name', 'value']).execute();
    const values: Record<string, unknown> = { ...CONFIG_DEFAULTS };
    for (const row of rows) {
      if (!isConfigName(row.name)) continue;
      const parsed = CONFIG_SCHEMAS[row.name].safeParse(row.value);
      if (parsed.success) values[row.name] = parsed.data;
    }
    return values as ConfigValues;
  }

  const store: SettingsStore = {
    async all() {
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.values;
      const values = await load();
      cached = { at: Date.now(), values };
      return values;
    },
    async get(name) {
      return (await store.all())[name];
    },
    async set(executor, name, value) {
      await executor
        .insertInto('config_value')
        .values({ name, value: JSON.stringify(value), updated_at: new Date() })
        .onConflict((oc) =>
          oc.column('name').doUpdateSet({ value: JSON.stringify(value), updated_at: new Date() }),
        )
        .execute();
      await touch(executor, 'config');
      cached = null;
    },
    invalidate() {
      cached = null;
    },
  };
  return store;
}

/** Marks an area as changed now, so clients refetch what they cached. */
export async function touch(db: Executor, area: UpdateArea): Promise<void> {
  stampCache = new WeakMap();
  contentChanged();
  await db
    .insertInto('update_stamp')
    .values({ area, updated_at: sql<Date>`now()` })
    .onConflict((oc) => oc.column('area').doUpdateSet({ updated_at: sql<Date>`now()` }))
    .execute();
}

/** Every area's last change time, ISO strings; the epoch for areas never changed. */
export async function updateStamps(db: Executor): Promise<Record<UpdateArea, string>> {
  if (db.isTransaction) return readStamps(db);
  const hit = stampCache.get(db);
  if (hit && hit.until > Date.now()) return hit.stamps;
  const stamps = await readStamps(db);
  stampCache.set(db, { stamps, until: Date.now() + STAMP_REUSE_MS });
  return stamps;
}

/**
 * Update stamps are read by every start-up of the front (config, dictionary, check-update):
 * reused for a second per database. touch() forgets them in this process at once; another
 * instance sees a change within STAMP_REUSE_MS.
 */
const STAMP_REUSE_MS = 1000;
let stampCache = new WeakMap<object, { stamps: Record<UpdateArea, string>; until: number }>();

async function readStamps(db: Executor): Promise<Record<UpdateArea, string>> {
  const rows = await db.selectFrom('update_stamp').select(['area', 'updated_at']).execute();
  const out = Object.fromEntries(UPDATE_AREAS.map((a) => [a, new Date(0).toISOString()])) as Record<
    UpdateArea,
    string
  >;
  for (const row of rows) {
    if ((UPDATE_AREAS as readonly string[]).includes(row.area))
      out[row.area as UpdateArea] = row.updated_at.toISOString();
  }
  return out;
}

export { CONFIG_NAMES };
