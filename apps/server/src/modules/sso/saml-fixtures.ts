import type { Client, TestContext } from '../../../test/helpers';

/** Set-up shared by saml.test.ts and saml-logout.test.ts. */

/** The portal's address in these tests (its ACS, entity id and logout URLs start with it). */
export const PUBLIC_URL = 'http://portal.test';

/** The code of the SSO error page a redirect goes to. */
export const errorCode = (location: unknown) =>
  new URL(String(location), PUBLIC_URL).searchParams.get('code');

/** Posts an IdP's response to a provider's ACS as the browser would; the browser keeps the cookies. */
export async function postToAcs(t: TestContext, providerId: number, browser: Client, xml: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/saml/${providerId}/acs/`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: Buffer.from(xml).toString('base64') }).toString(),
  });
  for (const cookie of res.cookies) browser.cookies.set(cookie.name, cookie.value);
  return res;
}
