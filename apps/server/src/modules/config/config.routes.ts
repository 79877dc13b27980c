import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckUpdateSchema,
  ConfigAnswerSchema,
  DEMO_ONLY_CONFIG,
  DictAnswerSchema,
  PUBLIC_CONFIG_NAMES,
  isConfigName,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { notFound } from '@/lib/errors';
import { requireUser } from '@/plugins/session';
import { dictionaryAdminRoutes } from './dictionary-admin.routes';
import { loadDictionary } from './dictionary';
import { updateStamps } from '@/lib/settings/settings';
import { saveConfig } from './config.service';

const NameParams = z.object({ name: z.string().min(1).max(100) });

/**
 * The config as the front and the dashboard see it: outside demo mode the values that only mean
 * something on a demo portal (DEMO_ONLY_CONFIG) are left out, so no screen offers them.
 */
function withoutDemoOnly<T extends Record<string, unknown>>(all: T, demo: boolean): T {
  if (demo) return all;
  return Object.fromEntries(
    Object.entries(all).filter(([name]) => !(DEMO_ONLY_CONFIG as readonly string[]).includes(name)),
  ) as T;
}

/** Config, update timestamps and the dictionary, for the front and the dashboard. */
export function configRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const configAnswer = async () => ({
      config_dict: withoutDemoOnly(await ctx.settings.all(), ctx.config.DEMO),
      config_datetime_update: (await updateStamps(ctx.db)).config,
    });
    const dictAnswer = async () => ({
      dict_datetime_update: (await updateStamps(ctx.db)).dict,
      ...(await loadDictionary(ctx.db)),
    });

    app.get('/config/', { schema: { response: { 200: ConfigAnswerSchema } } }, configAnswer);
    app.get(
      '/dashboard/config/',
      // The dashboard's sign-in page needs the logo, layout and labels before anyone signs in.
      { schema: { response: { 200: ConfigAnswerSchema } }, config: { access: 'public' } },
      configAnswer,
    );

    app.get(
      '/config/check-update/',
      { schema: { response: { 200: CheckUpdateSchema } } },
      async () => {
        const stamps = await updateStamps(ctx.db);
        return {
          config_datetime_update: stamps.config,
          dict_datetime_update: stamps.dict,
          filter_update: stamps.filter,
          transaction_content_type_update: stamps.transaction_content_type,
          home_menu_update: stamps.home_menu,
          home_informative_update: stamps.home_informative,
        };
      },
    );

    app.get(
      '/config/:name/',
      {
        schema: {
          params: NameParams,
          response: { 200: z.object({ name: z.string(), value: z.unknown() }) },
        },
      },
      async (request) => {
        const { name } = request.params;
        if (!isConfigName(name) || !PUBLIC_CONFIG_NAMES.includes(name)) throw notFound();
        return { name, value: await ctx.settings.get(name) };
      },
    );

    app.patch(
      '/dashboard/config/:name/',
      {
        config: { access: 'superuser' },
        schema: {
          params: NameParams,
          body: z.object({ value: z.unknown() }),
          response: { 200: z.object({ name: z.string(), value: z.unknown() }) },
        },
      },
      async (request) =>
        saveConfig(ctx, requireUser(request), request.params.name, request.body.value, request.ip),
    );

    app.get('/dict/', { schema: { response: { 200: DictAnswerSchema } } }, dictAnswer);
    app.get(
      '/dashboard/dict/',
      { schema: { response: { 200: DictAnswerSchema } }, config: { access: 'public' } },
      dictAnswer,
    );
    await app.register(dictionaryAdminRoutes(ctx));
  };
}
