import type { FastifyRequest } from 'fastify';
import type { UserRow } from '@/db/types';
import type { Language } from '@portal/shared';
import { pickLanguage } from './language';

/** The language a request is answered in (user's choice, ?lang, Accept-Language, en). */
export function languageOf(request: FastifyRequest): Language {
  return pickLanguage(request.user?.language, request.query, request.headers['accept-language']);
}

/**
 * The language an HTML page is in for its reader (page routes have no `request.user`; the caller
 * reads the session with `pageReader`): `?lang`, the signed-in reader's, the browser's, English.
 */
export function readerLanguage(request: FastifyRequest, reader: UserRow | null): Language {
  return pickLanguage(reader?.language, request.query, request.headers['accept-language']);
}
