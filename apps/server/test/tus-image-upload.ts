import type { FastifyInstance } from 'fastify';
import type { Client } from './helpers';

const b64 = (s: string) => Buffer.from(s).toString('base64');

/**
 * An image upload as the dashboard's tus client makes it for a small file: POST with the
 * metadata (`kind` image, the `use` when given), then one PATCH with the whole file. `length`
 * is the declared upload length (the file's own by default). Answers the POST when it is
 * refused, else the PATCH.
 */
export function tusImageUploader(app: FastifyInstance, client: Client, endpoint: string) {
  const headers = (extra: Record<string, string>) => ({
    'tus-resumable': '1.0.0',
    cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-csrftoken': client.cookies.get('csrftoken') ?? '',
    ...extra,
  });
  return async (name: string, bytes: Buffer, use?: string, length = bytes.length) => {
    const metadata = [`filename ${b64(name)}`, `kind ${b64('image')}`];
    if (use) metadata.push(`use ${b64(use)}`);
    const created = await app.inject({
      method: 'POST',
      url: endpoint,
      headers: headers({ 'upload-length': String(length), 'upload-metadata': metadata.join(',') }),
    });
    if (created.statusCode !== 201) return created;
    return app.inject({
      method: 'PATCH',
      url: created.headers.location as string,
      headers: headers({
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      }),
      payload: bytes,
    });
  };
}
