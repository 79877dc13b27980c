import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CertificateRevokedSchema,
  CertificateTemplateInputSchema,
  CertificateTemplateParamSchema,
  CertificateTemplateSchema,
  DashboardCertificateQuerySchema,
  DashboardCertificateSchema,
  DecisionSchema,
  IdParamSchema,
  pagedSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { MANAGE_CONTENT, MANAGE_ENROLLMENT } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { getTemplate, listIssued, saveTemplate } from './certificate-admin.service';
import { revokeCertificate } from './certificate-revoke.service';

const templateId = (id: 'default' | number) => (id === 'default' ? null : id);

/**
 * Certificates in the dashboard (under /api/dashboard/): the issued ones (list, revoke) for
 * enrolment managers; the wording printed on them for content managers.
 */
export function dashboardCertificateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/certificate/',
      {
        schema: {
          querystring: DashboardCertificateQuerySchema,
          response: { 200: pagedSchema(DashboardCertificateSchema) },
        },
        config: { access: MANAGE_ENROLLMENT },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await listIssued(
          ctx.db,
          request.query,
          page.limit,
          page.offset,
          languageOf(request),
        );
        return page.answer(rows, total);
      },
    );

    app.get(
      '/certificate-template/:id/',
      {
        schema: {
          params: CertificateTemplateParamSchema,
          response: { 200: CertificateTemplateSchema },
        },
        config: { access: MANAGE_CONTENT },
      },
      async (request) => getTemplate(ctx.db, templateId(request.params.id)),
    );

    app.put(
      '/certificate-template/:id/',
      {
        schema: {
          params: CertificateTemplateParamSchema,
          body: CertificateTemplateInputSchema,
          response: { 200: CertificateTemplateSchema },
        },
        config: { access: MANAGE_CONTENT },
      },
      async (request) =>
        saveTemplate(
          ctx.db,
          requireUser(request),
          templateId(request.params.id),
          request.body,
          request.ip,
        ),
    );

    app.post(
      '/certificate/:id/revoke/',
      {
        schema: {
          params: IdParamSchema,
          body: DecisionSchema,
          response: { 200: CertificateRevokedSchema },
        },
        config: { access: MANAGE_ENROLLMENT },
      },
      async (request) => {
        const row = await revokeCertificate(ctx.db, requireUser(request), request.params.id, {
          reason: request.body.reason,
          ip: request.ip,
        });
        return {
          id: row.id,
          code: row.code,
          is_valid: !row.is_revoked,
          datetime_revoke: row.revoked_at ? row.revoked_at.toISOString() : null,
        };
      },
    );
  };
}
