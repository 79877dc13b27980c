import { readFile } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import { getVerifiedXml as nodeSamlVerifiedXml } from '@node-saml/node-saml/lib/xml.js';
import { DOMParser } from '@xmldom/xmldom';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';
import type { SsoProviderRow } from '@/db/types';
import { randomToken } from '@/lib/crypto';
import { attributesOf, providerUrls, samlOf } from './sso.mapper';
import { consumeAssertion, insertFlow, peekFlow, providerById, takeFlow } from './sso.repository';
import { completeSignIn, SsoFailure, type SsoFacts } from './sign-in.service';
import { decryptSecret } from './sso.secret';

/** How far the IdP's clock may be from ours (NotBefore / NotOnOrAfter). */
export const SAML_CLOCK_SKEW_MS = 60_000;
const REQUEST_TTL_MS = 10 * 60_000;

/** The IdP's certificates as PEM (metadata carries them as bare base64, one per line). */
export function certificatesOf(cert: string): string[] {
  const blocks = cert.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g);
  const bodies = blocks
    ? blocks.map((b) => b.replace(/-----(BEGIN|END) CERTIFICATE-----/g, ''))
    : cert.split(/\n\s*\n|\n(?=MII)/);
  return bodies
    .map((b) => b.replace(/\s+/g, ''))
    .filter(Boolean)
    .map(
      (b) =>
        `-----BEGIN CERTIFICATE-----\n${b.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`,
    );
}

/**
 * The AuthnRequest ids this portal issued, kept in sso_flow (with the flow's project and next):
 * node-saml's InResponseTo check reads them; the ACS takes the flow itself (single use).
 */
function flowCache(
  ctx: AppContext,
  provider: SsoProviderRow,
  pending: { project: 'webfront' | 'dashboard'; next: string } | null,
): CacheProvider {
  return {
    saveAsync: async (key, value) => {
      if (!pending) return null;
      await insertFlow(ctx.db, {
        id: key,
        provider_id: provider.id,
        project: pending.project,
        next: pending.next,
        nonce: null,
        code_verifier: null,
        browser_hash: null,
        expires_at: new Date(Date.now() + REQUEST_TTL_MS),
      });
      return { value, createdAt: Date.now() };
    },
    getAsync: async (key) => {
      const flow = await peekFlow(ctx.db, key);
      if (!flow || flow.provider_id !== provider.id || flow.expires_at.getTime() < Date.now())
        return null;
      // node-saml reads the value as the request's creation time.
      return new Date(flow.expires_at.getTime() - REQUEST_TTL_MS).toISOString();
    },
    // The ACS deletes the flow itself when it takes it (takeFlow), after every other check.
    removeAsync: async (key) => key,
  };
}

/** The server's SP signing pair (SAML_SP_KEY_FILE / SAML_SP_CERT_FILE), read once. */
let serverPair: Promise<{ key: string; cert: string } | null> | null = null;
function serverSigningPair(ctx: AppContext) {
  const { SAML_SP_KEY_FILE: keyFile, SAML_SP_CERT_FILE: certFile } = ctx.config;
  if (!keyFile || !certFile) return Promise.resolve(null);
  serverPair ??= Promise.all([readFile(keyFile, 'utf8'), readFile(certFile, 'utf8')]).then(
    ([key, cert]) => ({ key, cert }),
  );
  return serverPair;
}

/**
 * The SP signing pair of a provider: its own (certificate in its settings, the private key
 * stored encrypted), else the server's. Never leaves the server but as the certificate.
 */
async function signingPair(
  ctx: AppContext,
  provider: SsoProviderRow,
): Promise<{ key: string; cert: string } | null> {
  const settings = samlOf(provider);
  if (settings?.sp_cert.trim() && provider.secret_encrypted)
    return {
      key: await decryptSecret(ctx.config.DATA_DIR, provider.secret_encrypted),
      cert: settings.sp_cert,
    };
  return serverSigningPair(ctx);
}

/** node-saml's options that sign the redirect-binding requests (RSA-SHA256), when asked. */
async function signingOptions(ctx: AppContext, provider: SsoProviderRow) {
  if (!samlOf(provider)?.sign_requests) return {};
  const pair = await signingPair(ctx, provider);
  if (!pair) throw new SsoFailure('sso_provider_unavailable', 'No SP signing key is configured');
  return { privateKey: pair.key, publicCert: pair.cert, signatureAlgorithm: 'sha256' as const };
}

/** node-saml for the provider: its SP signing, and request ids kept in sso_flow (`pending`). */
export async function samlFor(
  ctx: AppContext,
  provider: SsoProviderRow,
  pending: { project: 'webfront' | 'dashboard'; next: string } | null = null,
): Promise<SAML> {
  const settings = samlOf(provider);
  if (!settings || !settings.sso_url || !settings.idp_cert)
    throw new SsoFailure('sso_provider_unavailable');
  const urls = providerUrls(ctx.config.PUBLIC_URL, provider.id);
  return new SAML({
    ...(await signingOptions(ctx, provider)),
    callbackUrl: urls.acs_url,
    entryPoint: settings.sso_url,
    logoutUrl: settings.slo_url || settings.sso_url,
    issuer: urls.sp_entity_id,
    audience: urls.sp_entity_id,
    idpIssuer: settings.idp_entity_id || undefined,
    idpCert: certificatesOf(settings.idp_cert),
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_TTL_MS,
    cacheProvider: flowCache(ctx, provider, pending),
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    generateUniqueId: () => `_${randomToken(20)}`,
  });
}

/** The provider, when it is an enabled SAML one; else the error page's sso_provider_unavailable. */
export async function enabledSaml(ctx: AppContext, id: number): Promise<SsoProviderRow> {
  const provider = await providerById(ctx.db, id);
  if (!provider || !provider.is_enabled || provider.kind !== 'saml')
    throw new SsoFailure('sso_provider_unavailable');
  return provider;
}

/** The redirect-binding AuthnRequest URL; its id is kept for InResponseTo. */
export async function startSaml(
  ctx: AppContext,
  id: number,
  project: 'webfront' | 'dashboard',
  next: string,
): Promise<string> {
  const provider = await enabledSaml(ctx, id);
  const saml = await samlFor(ctx, provider, { project, next });
  return saml.getAuthorizeUrlAsync('', undefined, {});
}

/** node-saml's refusals as the error page's codes. */
export function classify(error: unknown): SsoFailure {
  if (error instanceof SsoFailure) return error;
  const message = error instanceof Error ? error.message : String(error);
  const failure = (code: ConstructorParameters<typeof SsoFailure>[0]) =>
    new SsoFailure(code, message);
  if (/signature|certificate|Cannot obtain assertion|transforms/i.test(message))
    return failure('sso_signature_invalid');
  if (/expired|not yet valid|NotBefore|NotOnOrAfter|clock|subject confirmation/i.test(message))
    return failure('sso_expired');
  if (/audience/i.test(message)) return failure('sso_audience_invalid');
  if (/InResponseTo/i.test(message)) return failure('sso_replayed');
  return failure('sso_response_invalid');
}

/**
 * The assertion consumer (POST binding). node-saml checks the assertion's signature against the
 * IdP certificate (only the signed bytes are read: wrapping finds nothing), the issuer, audience,
 * NotBefore/NotOnOrAfter with SAML_CLOCK_SKEW_MS and that InResponseTo is a request of ours.
 * Then, from the verified assertion: every SubjectConfirmationData Recipient and the Response's
 * Destination must be our ACS URL, the assertion id is consumed once (sso_assertion), and the
 * request's flow is taken once; then the portal sign-in.
 */
export async function finishSaml(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  id: number,
  body: Record<string, string>,
): Promise<string> {
  const provider = await enabledSaml(ctx, id);
  const saml = await samlFor(ctx, provider);
  const settings = samlOf(provider)!;
  const acs = providerUrls(ctx.config.PUBLIC_URL, id).acs_url;
  let profile: Profile | null;
  try {
    ({ profile } = await saml.validatePostResponseAsync({ SAMLResponse: body.SAMLResponse ?? '' }));
  } catch (error) {
    throw classify(error);
  }
  if (!profile || !profile.inResponseTo) throw new SsoFailure('sso_response_invalid');

  const xml = Buffer.from(body.SAMLResponse ?? '', 'base64').toString('utf8');
  const root = parseXml(xml);
  const destination = root.getAttribute('Destination');
  if (destination && destination !== acs) throw new SsoFailure('sso_recipient_invalid');
  const assertions = childElements(root, 'Assertion');
  const verified =
    assertions.length === 1
      ? getVerifiedXml(xml, assertions[0]!, certificatesOf(settings.idp_cert))
      : null;
  if (!verified) throw new SsoFailure('sso_signature_invalid');
  // Only the signed bytes are read from here on.
  const signed = parseXml(verified);
  const recipients = descendants(signed, 'SubjectConfirmationData').map((e) =>
    e.getAttribute('Recipient'),
  );
  if (recipients.length === 0 || recipients.some((r) => r !== acs))
    throw new SsoFailure('sso_recipient_invalid');
  const issuer = childElements(signed, 'Issuer')[0]?.textContent?.trim() ?? '';
  if (settings.idp_entity_id && issuer !== settings.idp_entity_id)
    throw new SsoFailure('sso_response_invalid', `Unknown SAML issuer ${issuer}`);
  const assertionId = signed.getAttribute('ID') ?? '';
  const notOnOrAfter = descendants(signed, 'Conditions')[0]?.getAttribute('NotOnOrAfter');
  const keepUntil = new Date(
    (notOnOrAfter ? Date.parse(notOnOrAfter) : Date.now() + 24 * 3600_000) + SAML_CLOCK_SKEW_MS,
  );
  if (!assertionId || !(await consumeAssertion(ctx.db, id, assertionId, keepUntil)))
    throw new SsoFailure('sso_replayed');
  const flow = await takeFlow(
    ctx.db,
    typeof profile.inResponseTo === 'string' ? profile.inResponseTo : '',
    id,
  );
  if (!flow) throw new SsoFailure('sso_replayed');
  try {
    const signedIn = profile;
    // The IdP's session behind the portal's, for single logout.
    const linkSession = (trx: Executor, sessionId: string) =>
      trx
        .insertInto('sso_session')
        .values({
          session_id: sessionId,
          provider_id: id,
          name_id: signedIn.nameID.slice(0, 1000),
          name_id_format: signedIn.nameIDFormat || null,
          session_index: signedIn.sessionIndex ?? null,
        })
        .execute();
    return await completeSignIn(
      ctx,
      request,
      reply,
      provider,
      flow,
      factsOf(provider, profile),
      linkSession,
    );
  } catch (error) {
    if (error instanceof SsoFailure) error.project = flow.project;
    throw error;
  }
}

/** node-saml's check of one element's enveloped signature: answers the signed XML, or null. */
const getVerifiedXml = nodeSamlVerifiedXml as unknown as (
  xml: string,
  node: XmlElement,
  pems: string[],
) => string | null;

/** The few DOM members read here (the server is compiled without the DOM library's types). */
interface XmlElement {
  nodeType: number;
  localName: string | null;
  textContent: string | null;
  childNodes: ArrayLike<XmlElement>;
  getAttribute(name: string): string | null;
  getElementsByTagNameNS(namespace: string, localName: string): ArrayLike<XmlElement>;
}
const xmlParser = new DOMParser() as unknown as {
  parseFromString(xml: string, type: string): { documentElement: XmlElement | null };
};

function parseXml(xml: string): XmlElement {
  const root = xmlParser.parseFromString(xml, 'text/xml').documentElement;
  if (!root) throw new SsoFailure('sso_response_invalid');
  return root;
}

function childElements(el: XmlElement, localName: string): XmlElement[] {
  return Array.from(el.childNodes).filter((n) => n.nodeType === 1 && n.localName === localName);
}

function descendants(el: XmlElement, localName: string): XmlElement[] {
  return Array.from(el.getElementsByTagNameNS('*', localName));
}

function text(value: unknown): string {
  if (Array.isArray(value)) return text(value[0]);
  return typeof value === 'string' ? value : '';
}

/** The assertion's attributes through the provider's mapping (NameID when it is an e-mail). */
export function factsOf(provider: SsoProviderRow, profile: Profile): SsoFacts {
  const map = attributesOf(provider);
  const attrs = (profile.attributes ?? profile) as Record<string, unknown>;
  const get = (name: string) => (name ? text(attrs[name] ?? profile[name]) : '');
  const nameId = profile.nameID ?? '';
  const groups = map.groups ? (attrs[map.groups] ?? profile[map.groups]) : undefined;
  return {
    subject: nameId || get(map.email),
    email:
      get(map.email) ||
      text(profile.email) ||
      text(profile.mail) ||
      (nameId.includes('@') ? nameId : ''),
    first_name: get(map.first_name),
    last_name: get(map.last_name),
    first_name_th: get(map.first_name_th),
    last_name_th: get(map.last_name_th),
    department: get(map.department),
    position: get(map.position),
    groups: (Array.isArray(groups) ? groups : typeof groups === 'string' ? [groups] : [])
      .filter((g): g is string => typeof g === 'string')
      .slice(0, 500),
  };
}

/** The SP metadata the admin gives the IdP (entity id, ACS with POST binding). */
export async function spMetadata(ctx: AppContext, id: number): Promise<string> {
  const provider = await providerById(ctx.db, id);
  if (!provider || provider.kind !== 'saml') throw new SsoFailure('sso_provider_unavailable');
  const urls = providerUrls(ctx.config.PUBLIC_URL, id);
  const settings = samlOf(provider)!;
  const signing = await signingOptions(ctx, provider).catch(() => ({}));
  const saml = new SAML({
    ...signing,
    callbackUrl: urls.acs_url,
    issuer: urls.sp_entity_id,
    idpCert: settings.idp_cert ? certificatesOf(settings.idp_cert) : 'unset',
    logoutCallbackUrl: `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/saml/logout/?provider=${id}`,
    identifierFormat: null,
  });
  // With a signing key: AuthnRequestsSigned="true" and the certificate as a signing KeyDescriptor.
  return saml.generateServiceProviderMetadata(
    null,
    'publicCert' in signing && signing.publicCert ? certificatesOf(signing.publicCert) : null,
  );
}
