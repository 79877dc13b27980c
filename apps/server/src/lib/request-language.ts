import type { FastifyRequest } from 'fastify';
import type { Language } from '@portal/shared';
import { pickLanguage } from './language';

/** The language a request is answered in (user's choice, ?lang, Accept-Language, en). */
export function languageOf(request: FastifyRequest): Language {
  return pickLanguage(request.user?.language, request.query, request.headers['accept-language']);
}
