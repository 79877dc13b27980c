import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { signedInAdmin } from './assessment-factories';
import { Client, createTestContext, type TestContext } from './helpers';

/**
 * TRUST_PROXY: the address a limit counts and an audit row records is the one the trusted proxy
 * saw (the right-most address it did not add itself), never what a client wrote at the left of
 * X-Forwarded-For.
 */
const LIMITED = { RATE_LIMIT_LOGIN_PER_MINUTE: '3' };
const csrf = { cookie: 'csrftoken=proxy', 'x-csrftoken': 'proxy' };

/** Five sign-ins, each with another forged chain, arriving from `remoteAddress`. */
async function loginCodes(t: TestContext, remoteAddress: string, chain: (i: number) => string) {
  const codes: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/login/',
      remoteAddress,
      headers: { ...csrf, 'x-forwarded-for': chain(i) },
      payload: { username: `nobody${i}@example.com`, password: 'x' },
    });
    codes.push(res.statusCode);
  }
  return codes;
}

/** The address the audit row of a category created by `client` with this chain records. */
async function auditedAddress(t: TestContext, client: Client, code: string, chain: string) {
  const created = await client.request(
    'POST',
    '/api/dashboard/category/',
    { code, name_en: code },
    { 'x-forwarded-for': chain },
  );
  expect(created.statusCode).toBe(201);
  const row = await t.db
    .selectFrom('audit_log')
    .select('ip')
    .where('action', '=', 'create_category')
    .where('entity_id', '=', String(created.json<{ id: number }>().id))
    .executeTakeFirstOrThrow();
  return row.ip;
}

describe('TRUST_PROXY settings', () => {
  it('refuse true, which trusted whatever a client wrote first, with a message saying what to set', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: .*number of proxies.*addresses/,
    );
  });

  it('take a hop count or a list of proxy addresses and ranges, and refuse anything else', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    for (const wrong of ['yes', '10.0.0.0/33', '10.0.0', '-1', '1.5', 'example.org'])
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
  });
});

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ ...LIMITED, TRUST_PROXY: '1' });
  });
  afterAll(async () => t?.close());

  it('counts the sign-in limit on the address the proxy saw, whatever the client forged', async () => {
    // The proxy (127.0.0.1) appends the client's address 203.0.113.9 to what the client sent.
    const codes = await loginCodes(t, '127.0.0.1', (i) => `198.18.0.${i}, 203.0.113.9`);
    expect(codes).toEqual([400, 400, 400, 429, 429]);
    // Another client behind the same proxy has its own count.
    const other = await loginCodes(t, '127.0.0.1', () => '203.0.113.10');
    expect(other[0]).toBe(400);
  });

  it('records the address the proxy saw in audit_log.ip, not the forged left-most one', async () => {
    const { client } = await signedInAdmin(t);
    expect(await auditedAddress(t, client, 'TP-HOP', '6.6.6.6, 7.7.7.7, 203.0.113.21')).toBe(
      '203.0.113.21',
    );
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ ...LIMITED, TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });
  });
  afterAll(async () => t?.close());

  it('walks back through the listed proxies only, and ignores the header from anyone else', async () => {
    // Two listed proxies: 10.0.0.5 added the client 198.51.100.7, 10.1.2.3 added 10.0.0.5.
    const behind = await loginCodes(t, '10.1.2.3', (i) => `198.18.1.${i}, 198.51.100.7, 10.0.0.5`);
    expect(behind).toEqual([400, 400, 400, 429, 429]);
    // A client reaching the portal directly cannot pick its address with the header.
    const direct = await loginCodes(t, '198.51.100.8', (i) => `198.18.2.${i}`);
    expect(direct).toEqual([400, 400, 400, 429, 429]);
  });

  it('records the first address outside the list in audit_log.ip', async () => {
    const { client } = await signedInAdmin(t);
    expect(await auditedAddress(t, client, 'TP-LIST', '6.6.6.6, 198.51.100.22, 10.9.9.9')).toBe(
      '198.51.100.22',
    );
  });
});

describe('behind a real reverse proxy', () => {
  // Loopback aliases stand for three machines: the client 127.0.0.2, the proxy's outgoing side
  // 127.0.0.3 (the only address trusted) and a client reaching the portal directly, 127.0.0.4.
  let t: TestContext;
  let proxy: http.Server;
  let appPort = 0;
  let proxyPort = 0;
  beforeAll(async () => {
    t = await createTestContext({ ...LIMITED, TRUST_PROXY: '127.0.0.3' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    appPort = (t.app.server.address() as AddressInfo).port;
    // A proxy as nginx's $proxy_add_x_forwarded_for does it: the peer's address appended.
    proxy = http.createServer((req, res) => {
      const seen = [req.headers['x-forwarded-for'] ?? []].flat().join(', ');
      const peer = req.socket.remoteAddress ?? '';
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: appPort,
          localAddress: '127.0.0.3',
          method: req.method,
          path: req.url,
          headers: { ...req.headers, 'x-forwarded-for': seen ? `${seen}, ${peer}` : peer },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyPort = (proxy.address() as AddressInfo).port;
  });
  afterAll(async () => {
    if (proxy) await new Promise((resolve) => proxy.close(resolve));
    await t?.close();
  });

  function send(
    port: number,
    from: string,
    method: string,
    path: string,
    body: object,
    headers: Record<string, string>,
  ): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          localAddress: from,
          method,
          path,
          agent: false,
          headers: { 'content-type': 'application/json', ...headers },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  it('keys the limit on the client the proxy saw, and a direct client on its own address', async () => {
    const login = (port: number, from: string, i: number) =>
      send(
        port,
        from,
        'POST',
        '/api/account/login/',
        { username: `nobody${i}@example.com`, password: 'x' },
        { ...csrf, 'x-forwarded-for': `198.18.3.${i}` },
      );
    const proxied: number[] = [];
    for (let i = 0; i < 5; i += 1) proxied.push((await login(proxyPort, '127.0.0.2', i)).status);
    expect(proxied).toEqual([400, 400, 400, 429, 429]);
    const direct: number[] = [];
    for (let i = 0; i < 5; i += 1) direct.push((await login(appPort, '127.0.0.4', i)).status);
    expect(direct).toEqual([400, 400, 400, 429, 429]);
  });

  it('records the client the proxy saw in audit_log.ip', async () => {
    const { client } = await signedInAdmin(t);
    const cookies = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers = {
      cookie: cookies,
      'x-csrftoken': client.cookies.get('csrftoken') ?? '',
      'x-forwarded-for': '6.6.6.6',
    };
    const ipOf = async (port: number, from: string, code: string) => {
      const created = await send(
        port,
        from,
        'POST',
        '/api/dashboard/category/',
        { code, name_en: code },
        headers,
      );
      expect(created.status).toBe(201);
      const id = String((JSON.parse(created.body) as { id: number }).id);
      const row = await t.db
        .selectFrom('audit_log')
        .select('ip')
        .where('action', '=', 'create_category')
        .where('entity_id', '=', id)
        .executeTakeFirstOrThrow();
      return row.ip;
    };
    expect(await ipOf(proxyPort, '127.0.0.2', 'TP-REAL')).toBe('127.0.0.2');
    expect(await ipOf(appPort, '127.0.0.4', 'TP-DIRECT')).toBe('127.0.0.4');
  });
});
