import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'selfsigned';
import {
  Client,
  buildAdmin,
  buildGroup,
  buildUser,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import {
  authnRequestId,
  createSamlIdp,
  redirectSignatureValid,
  redirectXml,
  signAssertion,
  type ResponseOptions,
  type SamlIdp,
} from '../../../test/support/saml-idp';

/**
 * SAML 2.0 sign-in with a test IdP that signs its assertions with its own key pair: a good
 * response signs in (user made just in time, groups mapped, landing on next); unsigned, wrongly
 * signed, expired, replayed, wrong-audience, wrong-recipient and signature-wrapping responses
 * are each refused with their error page and no session. The IdP's metadata configures the
 * provider; the SP metadata and single logout routes answer.
 */
const PUBLIC_URL = 'http://portal.test';
let t: TestContext;
let idp: SamlIdp;
let admin: Client;
let providerId: number;
let acsUrl: string;
let audience: string;
let staffGroup: number;

beforeAll(async () => {
  t = await createTestContext({ PUBLIC_URL, DATA_DIR: '/tmp/h18a-data/saml-test' });
  idp = await createSamlIdp();
  admin = new Client(t.app);
  const adminUser = await buildAdmin(t.db, { is_superuser: true });
  const login = await admin.login(
    adminUser.email,
    adminUser.password,
    '/api/dashboard/account/login/',
  );
  expect(login.statusCode).toBe(200);
  staffGroup = await buildGroup(t.db, 'SAML staff');
  const created = await admin.post('/api/dashboard/sso/provider/', {
    kind: 'saml',
    name: 'Test SAML IdP',
    label_en: 'Company sign-in',
    label_th: 'เข้าสู่ระบบด้วยบริษัท',
    is_enabled: true,
    is_jit: true,
    saml: { metadata_xml: idp.metadataXml() },
    attributes: {
      email: 'email',
      first_name: 'givenName',
      last_name: 'sn',
      first_name_th: 'thaiGivenName',
      last_name_th: 'thaiSn',
      department: 'department',
      position: 'title',
      groups: 'memberOf',
    },
    group_mapping: [{ value: 'cn=staff', group_id: staffGroup }],
  });
  expect(created.statusCode).toBe(201);
  const provider = created.json();
  providerId = provider.id;
  acsUrl = provider.acs_url;
  audience = provider.sp_entity_id;
  // The IdP's metadata filled in its entity id, redirect SSO URL, logout URL and certificate.
  expect(provider.saml).toMatchObject({
    idp_entity_id: idp.entityId,
    sso_url: 'https://idp.example.test/sso',
    slo_url: 'https://idp.example.test/slo',
  });
  expect(provider.saml.idp_cert.length).toBeGreaterThan(500);
});
afterAll(async () => t?.close());

/** A browser starts a sign-in; answers it and the AuthnRequest id the IdP answers to. */
async function start(next = '/course/') {
  const browser = new Client(t.app);
  const res = await browser.get(
    `/saml/login/?provider=${providerId}&next=${encodeURIComponent(next)}`,
  );
  expect(res.statusCode).toBe(302);
  const location = String(res.headers.location);
  expect(location.startsWith('https://idp.example.test/sso?SAMLRequest=')).toBe(true);
  return { browser, requestId: authnRequestId(location) };
}

async function post(browser: Client, xml: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/saml/${providerId}/acs/`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: Buffer.from(xml).toString('base64') }).toString(),
  });
  for (const cookie of res.cookies) browser.cookies.set(cookie.name, cookie.value);
  return res;
}

const SIGNATURE = /<(?:ds:)?Signature[\s>][\s\S]*<\/(?:ds:)?Signature>/;
const errorCode = (location: unknown) =>
  new URL(String(location), PUBLIC_URL).searchParams.get('code');

async function refused(xml: (requestId: string) => string, code: string) {
  const { browser, requestId } = await start();
  const res = await post(browser, xml(requestId));
  expect(res.statusCode).toBe(303);
  expect(String(res.headers.location)).toMatch(/^\/account\/sso-error\?code=/);
  expect(errorCode(res.headers.location)).toBe(code);
  expect((await browser.get('/api/account/profile/')).statusCode).toBe(401);
}

const base = (requestId: string, email = 'saml.person@example.test'): ResponseOptions => ({
  inResponseTo: requestId,
  acsUrl,
  audience,
  email,
});

describe('SAML sign-in', () => {
  it('signs a good response in: user made just in time, groups mapped, landing on next', async () => {
    const { browser, requestId } = await start('/course/7/');
    const res = await post(
      browser,
      idp.response({
        ...base(requestId),
        attributes: {
          givenName: ['Saml'],
          sn: ['Person'],
          thaiGivenName: ['สมศรี'],
          thaiSn: ['ใจดี'],
          department: ['Finance'],
          title: ['Clerk'],
          memberOf: ['cn=staff', 'cn=other'],
        },
      }),
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/course/7/');
    const profile = await browser.get('/api/account/profile/');
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      email: 'saml.person@example.test',
      first_name: 'Saml',
      last_name: 'Person',
      first_name_th: 'สมศรี',
      last_name_th: 'ใจดี',
    });
    const user = await t.db
      .selectFrom('users')
      .select(['id', 'department', 'position'])
      .where('email', '=', 'saml.person@example.test')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ department: 'Finance', position: 'Clerk' });
    const groups = await t.db
      .selectFrom('user_group')
      .select('group_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(groups.map((g) => g.group_id)).toEqual([staffGroup]);
  });

  it('refuses an unsigned assertion', async () => {
    await refused((id) => idp.response({ ...base(id), sign: 'none' }), 'sso_signature_invalid');
  });

  it('refuses an assertion signed with another key', async () => {
    const other = await generate([{ name: 'commonName', value: 'Not the IdP' }], { keySize: 2048 });
    await refused(
      (id) => idp.response({ ...base(id), sign: { key: other.private, cert: other.cert } }),
      'sso_signature_invalid',
    );
  });

  it('refuses an expired assertion and one not valid yet (beyond the clock skew)', async () => {
    const past = Date.now() - 10 * 60_000;
    await refused(
      (id) =>
        idp.response({
          ...base(id),
          notBefore: new Date(past - 60_000),
          notOnOrAfter: new Date(past),
        }),
      'sso_expired',
    );
    const future = Date.now() + 10 * 60_000;
    await refused(
      (id) =>
        idp.response({
          ...base(id),
          notBefore: new Date(future),
          notOnOrAfter: new Date(future + 60_000),
        }),
      'sso_expired',
    );
  });

  it('refuses a replayed response', async () => {
    const { browser, requestId } = await start();
    const xml = idp.response(base(requestId, 'replay.person@example.test'));
    expect((await post(browser, xml)).headers.location).toBe('/course/');
    const thief = new Client(t.app);
    const again = await post(thief, xml);
    expect(errorCode(again.headers.location)).toBe('sso_replayed');
    expect((await thief.get('/api/account/profile/')).statusCode).toBe(401);
  });

  it('refuses another audience, another recipient and another destination', async () => {
    await refused(
      (id) => idp.response({ ...base(id), audience: 'https://other-sp.example.test/' }),
      'sso_audience_invalid',
    );
    await refused(
      (id) => idp.response({ ...base(id), recipient: 'https://other-sp.example.test/acs' }),
      'sso_recipient_invalid',
    );
    await refused(
      (id) => idp.response({ ...base(id), destination: 'https://other-sp.example.test/acs' }),
      'sso_recipient_invalid',
    );
  });

  it('refuses an assertion from another issuer', async () => {
    await refused(
      (id) => idp.response({ ...base(id), issuer: 'https://evil.example.test/' }),
      'sso_response_invalid',
    );
  });

  it('refuses signature wrapping: a forged assertion beside or around the signed one', async () => {
    // The attacker holds a validly signed assertion for themselves and forges one for the admin.
    const signedFor = (id: string) => idp.response(base(id, 'attacker@example.test'));
    const forge = (xml: string) => {
      const assertion = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(xml)![0];
      const unsigned = assertion
        .replace(SIGNATURE, '')
        .replaceAll('attacker@example.test', 'victim.admin@example.test')
        .replace(/ID="[^"]+"/, 'ID="_forged"');
      return { assertion, unsigned };
    };
    // 1. The signed one hidden in Extensions, the forged one where the SP reads.
    await refused((id) => {
      const xml = signedFor(id);
      const { assertion, unsigned } = forge(xml);
      return xml.replace(assertion, `<samlp:Extensions>${assertion}</samlp:Extensions>${unsigned}`);
    }, 'sso_signature_invalid');
    // 2. Both side by side.
    await refused((id) => {
      const xml = signedFor(id);
      const { assertion, unsigned } = forge(xml);
      return xml.replace(assertion, `${unsigned}${assertion}`);
    }, 'sso_signature_invalid');
    // 3. The signed one nested inside the forged one, whose Signature is the original's.
    await refused((id) => {
      const xml = signedFor(id);
      const { assertion, unsigned } = forge(xml);
      const signature = SIGNATURE.exec(assertion)![0];
      const wrapper = unsigned
        .replace('</saml:Issuer>', `</saml:Issuer>${signature}`)
        .replace('</saml:Subject>', `</saml:Subject><saml:Advice>${assertion}</saml:Advice>`);
      return xml.replace(assertion, wrapper);
    }, 'sso_signature_invalid');
    // 4. A forged assertion signed over again with the attacker's own key.
    const other = await generate([{ name: 'commonName', value: 'Attacker' }], { keySize: 2048 });
    await refused((id) => {
      const xml = signedFor(id);
      const { assertion, unsigned } = forge(xml);
      return signAssertion(xml.replace(assertion, unsigned), other.private, other.cert);
    }, 'sso_signature_invalid');
    expect(
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'victim.admin@example.test')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('answers the SP metadata, and single logout ends the portal session', async () => {
    const metadata = await t.app.inject({ method: 'GET', url: `/saml/${providerId}/metadata/` });
    expect(metadata.statusCode).toBe(200);
    expect(metadata.body).toContain(`entityID="${audience}"`);
    expect(metadata.body).toContain(`Location="${acsUrl}"`);

    const { browser, requestId } = await start();
    await post(browser, idp.response(base(requestId, 'logout.person@example.test')));
    expect((await browser.get('/api/account/profile/')).statusCode).toBe(200);
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const out = await t.app.inject({ method: 'GET', url: '/saml/logout/', headers: { cookie } });
    expect(out.statusCode).toBe(302);
    expect((await browser.get('/api/account/profile/')).statusCode).toBe(401);
  });

  it('refuses a disabled provider with its error page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/saml/dashboard/login/?provider=999999',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard/account/sso-error?code=sso_provider_unavailable');
  });
});

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
    const done = await post2(browser, xml);
    expect(done.statusCode).toBe(303);
    expect((await browser.get('/api/account/profile/')).statusCode).toBe(200);
    return { browser, location, sessionIndex: /SessionIndex="([^"]+)"/.exec(xml)![1]! };
  }

  async function post2(browser: Client, xml: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/saml/${signingId}/acs/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        SAMLResponse: Buffer.from(xml).toString('base64'),
      }).toString(),
    });
    for (const cookie of res.cookies) browser.cookies.set(cookie.name, cookie.value);
    return res;
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
