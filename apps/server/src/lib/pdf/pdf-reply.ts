import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * The response schema of a PDF route: the answer is the file's bytes, sent as a Buffer, which
 * never passes the serializer, so the schema only says that the 200 is the file.
 */
export const PDF_RESPONSE = { 200: z.custom<Buffer>(() => true) };

/** Sends a generated PDF as a private, uncached download named `fileName`. */
export function sendPdf(reply: FastifyReply, pdf: Uint8Array, fileName: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf));
}
