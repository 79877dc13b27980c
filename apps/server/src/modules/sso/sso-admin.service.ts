import { createPrivateKey, X509Certificate } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { PageQuery, SsoProviderInput } from '@portal/shared';
import type { AppContext } from '@/context';
import { writeAudit } from '@/lib/audit';
import { notFound, validationError } from '@/lib/errors';
import { pageWindow, paged } from '@/lib/paging';
import { requireUser } from '@/plugins/session';
import { toProviderDto } from './sso.mapper';
import { providerById, providerPage } from './sso.repository';
import { encryptSecret } from './sso.secret';
import { applyMetadata, fetchMetadata } from './saml-metadata';

/** The dashboard's identity provider list, paged. */
export async function listProviders(ctx: AppContext, request: FastifyRequest, query: PageQuery) {
  const { page, pageSize, offset } = pageWindow(query);
  const { rows, total } = await providerPage(ctx.db, offset, pageSize);
  return paged(
    request,
    rows.map((row) => toProviderDto(row, ctx.config.PUBLIC_URL)),
    total,
    page,
    pageSize,
  );
}

export async function getProvider(ctx: AppContext, id: number) {
  const row = await providerById(ctx.db, id);
  if (!row) throw notFound();
  return toProviderDto(row, ctx.config.PUBLIC_URL);
}

/** The stored form of an input: settings (no secret), and the new secret's ciphertext if one was sent. */
async function stored(ctx: AppContext, input: SsoProviderInput) {
  await assertGroups(
    ctx,
    input.group_mapping.map((m) => m.group_id),
  );
  const base = {
    kind: input.kind,
    name: input.name,
    label_en: input.label_en,
    label_th: input.label_th,
    is_enabled: input.is_enabled,
    is_jit: input.is_jit,
    is_password_login_allowed: input.is_password_login_allowed,
    sort: input.sort,
    group_mapping: JSON.stringify(input.group_mapping),
  };
  if (input.kind === 'oidc' || input.kind === 'oauth2') {
    const secret = input.client_secret?.trim()
      ? await encryptSecret(ctx.config.DATA_DIR, input.client_secret.trim())
      : undefined;
    const settings =
      input.kind === 'oidc'
        ? { attributes: input.attributes, oidc: input.oidc }
        : { attributes: input.attributes, oauth2: input.oauth2 };
    return { ...base, settings: JSON.stringify(settings), secret };
  }
  let saml = input.saml;
  const xml = saml.metadata_xml.trim()
    ? saml.metadata_xml
    : saml.metadata_url
      ? await fetchMetadata(saml.metadata_url)
      : '';
  saml = applyMetadata(saml, xml);
  if (input.is_enabled && (!saml.sso_url || !saml.idp_cert || !saml.idp_entity_id))
    throw validationError({ saml: ['sso_saml_incomplete'] });
  const key = input.sp_private_key?.trim();
  if (key) assertKeyPair(key, saml.sp_cert);
  else if (saml.sp_cert.trim()) assertKeyPair(null, saml.sp_cert);
  return {
    ...base,
    settings: JSON.stringify({ attributes: input.attributes, saml }),
    secret: key ? await encryptSecret(ctx.config.DATA_DIR, key) : undefined,
  };
}

/** An SP signing certificate (and the private key sent with it) must be readable and a pair. */
function assertKeyPair(key: string | null, cert: string) {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(cert);
  } catch {
    throw validationError({ saml: ['sso_sp_cert_invalid'] });
  }
  if (key === null) return;
  try {
    if (certificate.checkPrivateKey(createPrivateKey(key))) return;
  } catch {
    // not a private key: answered below
  }
  throw validationError({ sp_private_key: ['sso_sp_key_invalid'] });
}

async function assertGroups(ctx: AppContext, ids: number[]) {
  if (ids.length === 0) return;
  const found = await ctx.db.selectFrom('auth_group').select('id').where('id', 'in', ids).execute();
  if (found.length !== new Set(ids).size) throw validationError({ group_mapping: ['not_found'] });
}

export async function createProvider(
  ctx: AppContext,
  request: FastifyRequest,
  input: SsoProviderInput,
) {
  const actor = requireUser(request);
  const { secret, ...values } = await stored(ctx, input);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('sso_provider')
      .values({ ...values, secret_encrypted: secret ?? null })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(
      trx,
      request,
      actor.id,
      'create',
      'sso_provider',
      created.id,
      auditData(input),
    );
    return created;
  });
  return toProviderDto(row, ctx.config.PUBLIC_URL);
}

export async function updateProvider(
  ctx: AppContext,
  request: FastifyRequest,
  id: number,
  input: SsoProviderInput,
) {
  const actor = requireUser(request);
  const { secret, ...values } = await stored(ctx, input);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('sso_provider')
      .select(['id', 'kind'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!existing) throw notFound();
    if (existing.kind !== input.kind) throw validationError({ kind: ['sso_kind_fixed'] });
    const updated = await trx
      .updateTable('sso_provider')
      .set({
        ...values,
        ...(secret !== undefined ? { secret_encrypted: secret } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, request, actor.id, 'update', 'sso_provider', id, auditData(input));
    return updated;
  });
  return toProviderDto(row, ctx.config.PUBLIC_URL);
}

export async function deleteProvider(ctx: AppContext, request: FastifyRequest, id: number) {
  const actor = requireUser(request);
  await ctx.db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('sso_provider')
      .where('id', '=', id)
      .returning('name')
      .executeTakeFirst();
    if (!gone) throw notFound();
    await writeAudit(trx, request, actor.id, 'delete', 'sso_provider', id, { name: gone.name });
  });
}

/** What the audit row keeps of an input: everything but the secret. */
function auditData(input: SsoProviderInput) {
  if (input.kind === 'oidc' || input.kind === 'oauth2') {
    const { client_secret, ...rest } = input;
    return { ...rest, client_secret_changed: Boolean(client_secret?.trim()) };
  }
  const { sp_private_key, ...rest } = input;
  return {
    ...rest,
    saml: { ...input.saml, metadata_xml: input.saml.metadata_xml ? '(xml)' : '' },
    sp_private_key_changed: Boolean(sp_private_key?.trim()),
  };
}
