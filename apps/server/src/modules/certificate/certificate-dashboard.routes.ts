import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CertificateRevokedSchema, DecisionSchema, IdParamSchema } from '@portal/shared';
import type { AppContext } from '@/context';
import { MANAGE_ENROLLMENT } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { revokeCertificate } from './certificate-revoke.service';

/** Certificates in the dashboard (under /api/dashboard/): revoking one. */
export function dashboardCertificateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
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
