import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CertificateCodeParamSchema,
  CertificateDetailSchema,
  CertificateItemSchema,
  CertificateListQuerySchema,
  CertificatePdfQuerySchema,
  CertificateVerifySchema,
  IdParamSchema,
  LangQuerySchema,
  pagedSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { requireUser } from '@/plugins/session';
import {
  certificatePdf,
  getCertificate,
  listCertificates,
  verifyCertificate,
} from './certificate.service';
import { sendPdf } from '@/lib/pdf/pdf-reply';

/** The learner's certificates (list, detail, PDF) and the public check by code. */
export function certificateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/profile/library/certificate/',
      {
        schema: {
          querystring: CertificateListQuerySchema,
          response: { 200: pagedSchema(CertificateItemSchema) },
        },
        config: { access: 'user' },
      },
      async (request) => {
        const user = requireUser(request);
        const page = await requestedPage(request, ctx.settings);
        const { results, total } = await listCertificates(ctx, user, languageOf(request), {
          limit: page.limit,
          offset: page.offset,
        });
        return page.answer(results, total);
      },
    );

    app.get(
      '/profile/library/certificate/:id/',
      {
        schema: {
          params: IdParamSchema,
          querystring: LangQuerySchema,
          response: { 200: CertificateDetailSchema },
        },
        config: { access: 'user' },
      },
      async (request) =>
        getCertificate(ctx, requireUser(request), request.params.id, languageOf(request)),
    );

    app.get(
      '/profile/library/certificate/:id/pdf/',
      {
        schema: { params: IdParamSchema, querystring: CertificatePdfQuerySchema },
        config: { access: 'user' },
      },
      async (request, reply) => {
        const { pdf, fileName } = await certificatePdf(
          ctx,
          requireUser(request),
          request.params.id,
          request.query.lang ?? languageOf(request),
        );
        return sendPdf(reply, pdf, fileName);
      },
    );

    app.get(
      '/certificate/verify/:code/',
      {
        schema: { params: CertificateCodeParamSchema, response: { 200: CertificateVerifySchema } },
        // Public and answering by code: limited per address so codes cannot be guessed in bulk.
        config: {
          access: 'public',
          rateLimit: { max: ctx.config.RATE_LIMIT_VERIFY_PER_MINUTE, timeWindow: '1 minute' },
        },
      },
      async (request) => verifyCertificate(ctx, request.params.code),
    );
  };
}
