import {
  CONFIG_SCHEMAS,
  DEMO_ONLY_CONFIG,
  isConfigName,
  type ConfigName,
  type ImageUse,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { UserRow } from '@/db/types';
import { insertAudit } from '@/lib/audit';
import { AppError, noPermission, notFound, validationError } from '@/lib/errors';
import { checkImageField } from '@/lib/image-field';
import { mediaRoot } from '@/lib/media/media-storage';

/** Config names that hold an uploaded image, with the SPEC §5 rules each is checked by. */
const IMAGE_CONFIG: Partial<Record<ConfigName, ImageUse>> = {
  'config-logo': 'logo',
  'config-login-background': 'background',
};

/**
 * A superuser sets one config value: checked against its schema (an image name must hold an
 * upload that fits its use; '' removes it), saved with its audit row, the cache dropped.
 */
export async function saveConfig(
  ctx: AppContext,
  user: UserRow,
  name: string,
  value: unknown,
  ip: string,
): Promise<{ name: string; value: unknown }> {
  if (!user.is_superuser) throw noPermission();
  if (!isConfigName(name)) throw notFound();
  if (!ctx.config.DEMO && (DEMO_ONLY_CONFIG as readonly string[]).includes(name))
    throw new AppError(409, 'demo_mode_only', 'This setting works only on a demo portal.');
  const parsed = CONFIG_SCHEMAS[name].safeParse(value);
  if (!parsed.success) throw validationError({ value: ['invalid_value'] });
  const imageUse = IMAGE_CONFIG[name];
  await ctx.db.transaction().execute(async (trx) => {
    if (imageUse && typeof parsed.data === 'string' && parsed.data !== '')
      await checkImageField(trx, mediaRoot(ctx.config), imageUse, parsed.data, 'value');
    await ctx.settings.set(trx, name, parsed.data);
    await insertAudit(trx, {
      actorId: user.id,
      action: 'update_config',
      entity: 'config',
      entityId: name,
      data: { value: parsed.data },
      ip,
    });
  });
  ctx.settings.invalidate();
  return { name, value: parsed.data };
}
