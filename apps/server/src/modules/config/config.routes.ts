import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONFIG_SCHEMAS,
  CheckUpdateSchema,
  ConfigAnswerSchema,
  DictAnswerSchema,
  PUBLIC_CONFIG_NAMES,
  isConfigName,
  type ConfigName,
  type ImageUse,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { noPermission, notFound, validationError } from '@/lib/errors';
import { checkImageField } from '@/lib/image-field';
import { mediaRoot } from '@/lib/media/media-storage';
import { requireUser } from '@/plugins/session';
import { dictionaryAdminRoutes } from './dictionary-admin.routes';
import { loadDictionary } from './dictionary';
import { updateStamps } from '@/lib/settings/settings';
import { insertAudit } from '@/lib/audit';

const NameParams = z.object({ name: z.string().min(1).max(100) });

/** Config names that hold an uploaded image, with the SPEC §5 rules each is checked by. */
const IMAGE_CONFIG: Partial<Record<ConfigName, ImageUse>> = {
  'config-logo': 'logo',
  'config-login-background': 'background',
};

/** Config, update timestamps and the dictionary, for the front and the dashboard. */
export function configRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const media = mediaRoot(ctx.config);
    const configAnswer = async () => ({
      config_dict: await ctx.settings.all(),
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
      async (request) => {
        const user = requireUser(request);
        if (!user.is_superuser) throw noPermission();
        const { name } = request.params;
        if (!isConfigName(name)) throw notFound();
        const parsed = CONFIG_SCHEMAS[name].safeParse(request.body.value);
        if (!parsed.success) throw validationError({ value: ['invalid_value'] });
        const imageUse = IMAGE_CONFIG[name];
        await ctx.db.transaction().execute(async (trx) => {
          // An image name holds the address of an upload that fits its use; '' removes it.
          if (imageUse && typeof parsed.data === 'string' && parsed.data !== '')
            await checkImageField(trx, media, imageUse, parsed.data, 'value');
          await ctx.settings.set(trx, name, parsed.data);
          await insertAudit(trx, {
            actorId: user.id,
            action: 'update_config',
            entity: 'config',
            entityId: name,
            data: { value: parsed.data },
            ip: request.ip,
          });
        });
        ctx.settings.invalidate();
        return { name, value: parsed.data };
      },
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
