import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'selfsigned';
import {
  Client,
  buildUser,
  createTestContext,
  signedInAdmin,
  type TestContext,
} from '../../../test/helpers';
import {
  authnRequestId,
  createSamlIdp,
  redirectSignatureValid,
  redirectXml,
  type SamlIdp,
} from '../../../test/support/saml-idp';
import { errorCode, postToAcs, PUBLIC_URL } from './saml-fixtures';

/** SAML with a provider that signs its requests: the SP key, and single logout both ways. */
let t: TestContext;
let admin: Client;

beforeAll(async () => {
  t = await createTestContext({ PUBLIC_URL, DATA_DIR: '/tmp/h18a-data/saml-logout-test' });
  admin = await signedInAdmin(t);
});
afterAll(async () => t?.close());

describe('SAML signed requests and single logout', () => {
  let signing: SamlIdp;
  let signingId: number;
  let signingAcs: string;
  let signingAudience: string;
  let sp: { private: string; cert: string };

  beforeAll(async () => {
    signing = await createSamlIdp('https://idp2.example.test/saml');
    sp = await generate([{ name: 'commonName', value: 'Portal SP' }], { keySize: 2048 });
    const created = await admin.post('/api/dashboard/sso/provider/', {
      kind: 'saml',
      name: 'Signing SAML IdP',
      is_enabled: true,
      is_jit: true,
      saml: { metadata_xml: signing.metadataXml(), sign_requests: true, sp_cert: sp.cert },
      sp_private_key: sp.private,
    });
    expect(created.statusCode).toBe(201);
    signingId = created.json().id;
    signingAcs = created.json().acs_url;
    signingAudience = created.json().sp_entity_id;
  });

  /** Signs a person in through the signing provider; answers their browser and the NameID. */
  async function signIn(email: string, project: 'webfront' | 'dashboard' = 'webfront') {
    const browser = new Client(t.app);
    const path = project === 'dashboard' ? '/saml/dashboard/login/' : '/saml/login/';
    const res = await browser.get(`${path}?provider=${signingId}&next=%2Fcourse%2F`);
    const location = String(res.headers.location);
    const xml = signing.response({
      inResponseTo: authnRequestId(location),
      acsUrl: signingAcs,
      audience: signingAudience,
      email,
    });
    const done = await postToAcs(t, signingId, browser, xml);
    expect(done.statusCode).toBe(303);
    expect((await browser.get('/api/account/profile/')).statusCode).toBe(200);
    return { browser, location, sessionIndex: /SessionIndex="([^"]+)"/.exec(xml)![1]! };
  }

  const cookieOf = (browser: Client) =>
    [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  it('signs its AuthnRequests with the SP key; the metadata carries the certificate, never the key', async () => {
    const { location } = await signIn('signed.request@example.test');
    expect(location).toMatch(/&SigAlg=.*&Signature=/);
    expect(redirectSignatureValid(location, sp.cert)).toBe(true);
    expect(redirectSignatureValid(location, signing.cert)).toBe(false);

    const metadata = await t.app.inject({ method: 'GET', url: `/saml/${signingId}/metadata/` });
    expect(metadata.body).toContain('AuthnRequestsSigned="true"');
    const bare = sp.cert.replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, '');
    expect(metadata.body.replace(/\s+/g, '')).toContain(bare);
    expect(metadata.body).toContain(`/saml/logout/?provider=${signingId}`);
    expect(metadata.body).not.toContain('PRIVATE KEY');

    const dto = await admin.get(`/api/dashboard/sso/provider/${signingId}/`);
    expect(dto.json()).toMatchObject({ has_sp_private_key: true, has_client_secret: false });
    expect(dto.body).not.toContain('PRIVATE KEY');
    const row = await t.db
      .selectFrom('sso_provider')
      .select('secret_encrypted')
      .where('id', '=', signingId)
      .executeTakeFirstOrThrow();
    expect(row.secret_encrypted).toMatch(/^v1\./);
    expect(row.secret_encrypted).not.toContain('PRIVATE');
  });

  it("refuses an SP key that is not the certificate's", async () => {
    const other = await generate([{ name: 'commonName', value: 'Other' }], { keySize: 2048 });
    const res = await admin.post('/api/dashboard/sso/provider/', {
      kind: 'saml',
      name: 'Mismatched key',
      saml: { metadata_xml: signing.metadataXml(), sign_requests: true, sp_cert: sp.cert },
      sp_private_key: other.private,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ sp_private_key: ['sso_sp_key_invalid'] });
  });

  it('signing out sends a signed LogoutRequest to the IdP; its LogoutResponse is taken once', async () => {
    const { browser, sessionIndex } = await signIn('slo.person@example.test');
    const out = await browser.get('/api/account/logout/');
    expect(out.statusCode).toBe(200);
    const redirect = String(out.json().redirect);
    expect(redirect.startsWith('https://idp.example.test/slo?SAMLRequest=')).toBe(true);
    expect(redirectSignatureValid(redirect, sp.cert)).toBe(true);
    const request = redirectXml(redirect);
    expect(request).toContain('slo.person@example.test</saml:NameID>');
    expect(request).toContain(sessionIndex);
    // The portal session ended at once, whatever the IdP does.
    expect((await browser.get('/api/account/profile/')).statusCode).toBe(401);

    const requestId = /\sID="([^"]+)"/.exec(request)![1]!;
    const answer = `/saml/logout/?${signing.logoutResponseQuery(requestId)}`;
    const back = await t.app.inject({ method: 'GET', url: answer });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/');
    const again = await t.app.inject({ method: 'GET', url: answer });
    expect(errorCode(again.headers.location)).toBe('sso_replayed');
    const stranger = `/saml/logout/?${signing.logoutResponseQuery('_not_ours')}`;
    const refusedAnswer = await t.app.inject({ method: 'GET', url: stranger });
    expect(errorCode(refusedAnswer.headers.location)).toBe('sso_replayed');
  });

  it('a dashboard sign-out goes back to the dashboard after the IdP answers', async () => {
    const { browser } = await signIn('slo.dashboard@example.test');
    const out = await browser.get('/api/dashboard/account/logout/');
    const requestId = /\sID="([^"]+)"/.exec(redirectXml(String(out.json().redirect)))![1]!;
    const back = await t.app.inject({
      method: 'GET',
      url: `/saml/logout/?${signing.logoutResponseQuery(requestId)}`,
    });
    expect(back.headers.location).toBe('/dashboard/');
  });

  it('a password session answers logout without a redirect', async () => {
    const person = await buildUser(t.db);
    const browser = new Client(t.app);
    expect((await browser.login(person.email, person.password)).statusCode).toBe(200);
    const out = await browser.get('/api/account/logout/');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({});
  });

  it('an IdP LogoutRequest must be signed; then every session of that NameID ends', async () => {
    const first = await signIn('idp.logout@example.test');
    const second = await signIn('idp.logout@example.test');
    const bystander = await signIn('idp.bystander@example.test');
    const destination = `${PUBLIC_URL}/saml/logout/?provider=${signingId}`;

    const unsigned = await t.app.inject({
      method: 'GET',
      url: `/saml/logout/?provider=${signingId}&${signing.logoutRequestQuery({ nameId: 'idp.logout@example.test', destination, sign: false })}`,
    });
    expect(errorCode(unsigned.headers.location)).toBe('sso_signature_invalid');
    expect((await first.browser.get('/api/account/profile/')).statusCode).toBe(200);

    const signed = await t.app.inject({
      method: 'GET',
      url: `/saml/logout/?provider=${signingId}&${signing.logoutRequestQuery({ nameId: 'idp.logout@example.test', destination })}`,
      headers: { cookie: cookieOf(first.browser) },
    });
    expect(signed.statusCode).toBe(302);
    const location = String(signed.headers.location);
    expect(location.startsWith('https://idp.example.test/slo?SAMLResponse=')).toBe(true);
    expect(redirectSignatureValid(location, sp.cert)).toBe(true);
    expect(redirectXml(location)).toContain('urn:oasis:names:tc:SAML:2.0:status:Success');
    expect((await first.browser.get('/api/account/profile/')).statusCode).toBe(401);
    expect((await second.browser.get('/api/account/profile/')).statusCode).toBe(401);
    expect((await bystander.browser.get('/api/account/profile/')).statusCode).toBe(200);
  });
});
