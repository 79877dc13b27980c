import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'selfsigned';
import {
  Client,
  buildGroup,
  createTestContext,
  signedInAdmin,
  type TestContext,
} from '../../../test/helpers';
import {
  authnRequestId,
  createSamlIdp,
  signAssertion,
  type ResponseOptions,
  type SamlIdp,
} from '../../../test/support/saml-idp';
import { errorCode, postToAcs, PUBLIC_URL } from './saml-fixtures';

/**
 * SAML 2.0 sign-in with a test IdP that signs its assertions with its own key pair: a good
 * response signs in (user made just in time, groups mapped, landing on next); unsigned, wrongly
 * signed, expired, replayed, wrong-audience, wrong-recipient and signature-wrapping responses
 * are each refused with their error page and no session. The IdP's metadata configures the
 * provider; the SP metadata and single logout routes answer (signed requests and single logout
 * in full: saml-logout.test.ts).
 */
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
  admin = await signedInAdmin(t);
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

/** Posts a response to the test provider's ACS. */
const post = (browser: Client, xml: string) => postToAcs(t, providerId, browser, xml);

const SIGNATURE = /<(?:ds:)?Signature[\s>][\s\S]*<\/(?:ds:)?Signature>/;

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
