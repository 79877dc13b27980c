import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSamlIdp, redirectXml, type SamlIdp } from './saml-idp';

/**
 * A SAML 2.0 identity provider on a local HTTP port, for browser journeys and for trying SAML
 * sign-in on a fresh portal (`npm run demo:saml-idp`). It speaks the real bindings: the portal's
 * AuthnRequest arrives by HTTP-Redirect, the person picks an account on the IdP's page, and the
 * signed Response is posted back to the portal's ACS (HTTP-POST); a LogoutRequest arrives by
 * HTTP-Redirect and is answered with a signed LogoutResponse to the portal's logout URL.
 * Assertions are signed with the IdP's own key (xml-crypto); nothing of the portal is mocked.
 */
export interface SamlIdpAccount {
  email: string;
  attributes?: Record<string, string[]>;
}

export interface SamlIdpServer {
  idp: SamlIdp;
  /** The base URL (`http://127.0.0.1:<port>`); the metadata is at `${url}/metadata`. */
  url: string;
  metadataUrl: string;
  /** Accounts offered on the sign-in page, by e-mail. */
  accounts: Map<string, SamlIdpAccount>;
  /** The NameIDs of the LogoutRequests the portal sent, in order. */
  logouts: string[];
  close(): Promise<void>;
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const attr = (xml: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(xml)?.[1]?.replace(/&amp;/g, '&') ?? '';

function page(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>` +
      `<style>body{font:16px system-ui;max-width:32rem;margin:3rem auto;padding:0 1rem}` +
      `button{font:inherit;padding:.5rem 1rem;margin:.25rem 0;display:block}</style></head>` +
      `<body><h1>${esc(title)}</h1>${body}</body></html>`,
  );
}

export async function startSamlIdpServer(
  options: { port?: number; host?: string; entityId?: string; portalLogoutUrl?: string } = {},
): Promise<SamlIdpServer> {
  const accounts = new Map<string, SamlIdpAccount>();
  const logouts: string[] = [];
  const pending = new Map<string, { acs: string; audience: string; relay: string }>();
  let idp: SamlIdp | null = null;
  /** The ACS of the last AuthnRequest: the portal's origin, where logout answers go. */
  let lastAcs = 'http://127.0.0.1/';

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://idp.local');
    if (!idp) throw new Error('not started');
    if (url.pathname === '/metadata') {
      res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' });
      res.end(idp.metadataXml());
      return;
    }
    if (req.method === 'GET' && url.pathname === '/sso') {
      // The portal's AuthnRequest: whom to answer, where, for which audience.
      const request = redirectXml(url.href);
      const id = attr(request, 'ID');
      const acs = attr(request, 'AssertionConsumerServiceURL');
      const audience = />([^<]+)<\/(?:saml2?:)?Issuer>/.exec(request)?.[1] ?? '';
      if (!id || !acs) return page(res, 400, 'Not a SAML AuthnRequest', '');
      const key = id;
      lastAcs = acs;
      pending.set(key, { acs, audience, relay: url.searchParams.get('RelayState') ?? '' });
      const buttons = [...accounts.values()]
        .map(
          (a) =>
            `<form method="post" action="/sso/answer"><input type="hidden" name="request" value="${esc(key)}">` +
            `<input type="hidden" name="email" value="${esc(a.email)}"><button type="submit">Continue as ${esc(a.email)}</button></form>`,
        )
        .join('');
      return page(
        res,
        200,
        'Test identity provider',
        `<p>Sign in to ${esc(audience)} as:</p>${buttons || '<p>No accounts.</p>'}`,
      );
    }
    if (req.method === 'POST' && url.pathname === '/sso/answer') {
      const form = new URLSearchParams(await body(req));
      const flow = pending.get(form.get('request') ?? '');
      const account = accounts.get(form.get('email') ?? '');
      if (!flow || !account) return page(res, 400, 'Unknown request or account', '');
      pending.delete(form.get('request') ?? '');
      const response = idp.response({
        inResponseTo: form.get('request') ?? '',
        acsUrl: flow.acs,
        audience: flow.audience,
        email: account.email,
        attributes: account.attributes ?? {},
      });
      // The HTTP-POST binding: a form the browser posts to the portal's ACS.
      return page(
        res,
        200,
        'Signing you in',
        `<form method="post" action="${esc(flow.acs)}" id="post">` +
          `<input type="hidden" name="SAMLResponse" value="${esc(Buffer.from(response).toString('base64'))}">` +
          (flow.relay ? `<input type="hidden" name="RelayState" value="${esc(flow.relay)}">` : '') +
          `<button type="submit">Continue to the portal</button></form>`,
      );
    }
    if (req.method === 'GET' && url.pathname === '/slo') {
      const request = redirectXml(url.href);
      const id = attr(request, 'ID');
      const nameId = />([^<]+)<\/(?:saml2?:)?NameID>/.exec(request)?.[1] ?? '';
      if (!id) return page(res, 400, 'Not a SAML LogoutRequest', '');
      logouts.push(nameId);
      // The portal's single logout URL (its SP metadata's), on the origin that signed in here.
      const back = options.portalLogoutUrl ?? `${new URL(lastAcs).origin}/saml/logout/`;
      res.writeHead(302, { location: `${back}?${idp.logoutResponseQuery(id)}` });
      res.end();
      return;
    }
    page(res, 404, 'Not found', '');
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) page(res, 500, 'Error', esc(String(error)));
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  idp = await createSamlIdp(options.entityId ?? `${url}/saml`, url);
  return {
    idp,
    url,
    metadataUrl: `${url}/metadata`,
    accounts,
    logouts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > 100_000) reject(new Error('too large'));
    });
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}
