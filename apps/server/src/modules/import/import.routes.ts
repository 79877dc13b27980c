import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMPORT_LIMITS,
  IMPORT_MODULES,
  IdParamSchema,
  ImportHistoryItemSchema,
  ImportHistoryPageSchema,
  ImportHistoryQuerySchema,
  ImportMappedUploadQuerySchema,
  ImportPreviewSchema,
  ImportRowErrorPageSchema,
  ImportTemplateQuerySchema,
  ImportUploadQuerySchema,
  mappingFromQuery,
  PageQuerySchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { EMPTY_SOURCE, querySource, sendXlsx, XLSX_RESPONSE, XLSX_TYPE } from '@/lib/xlsx-export';
import { acceptRawBody } from '@/plugins/raw-body';
import { requireUser } from '@/plugins/session';
import { IMPORT_EXPORT } from './import-export';
import { fileNotAccepted, fileTooBig } from './import-file';
import { toItem } from './import.repository';
import { csvTemplate, templateName, xlsxTemplate } from './import-template';
import {
  getImport,
  historyList,
  historyPage,
  IMPORT_PERMISSION,
  previewImport,
  rowErrors,
  startImport,
  visibleModules,
} from './import.service';

/** A template is sent as bytes (csv or xlsx). */
const TEMPLATE_RESPONSE = { 200: z.custom<Buffer>((value) => Buffer.isBuffer(value)) };

/** Content types a browser gives .csv and .xlsx files (and what curl sends by default). */
const FILE_TYPES = [
  'text/csv',
  'text/plain',
  'application/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
];

/**
 * Dashboard imports: POST dashboard/import/{users|enrollments}/?filename= with the file as the
 * body; the history list, one import and its refused rows. Progress goes out over the WebSocket
 * (import-socket.routes.ts). GET dashboard/import/{module}/template/?format=xlsx|csv: an empty file.
 * POST dashboard/import/{module}/preview/?filename=: the file's first rows and suggested mapping;
 * the upload's `col_{field}` parameters then carry the mapping chosen (issue 21 item 16).
 */
export function importRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The file is the body, read only for a signed-in user and never past the size limit.
    acceptRawBody(app, FILE_TYPES, IMPORT_LIMITS.fileBytes, fileTooBig);

    for (const module of IMPORT_MODULES)
      app.post(
        `/import/${module}/`,
        {
          config: { access: { permission: IMPORT_PERMISSION[module] } },
          schema: {
            querystring: ImportMappedUploadQuerySchema,
            response: { 201: ImportHistoryItemSchema },
          },
        },
        async (request, reply) => {
          if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw fileNotAccepted();
          const item = await startImport(
            ctx,
            requireUser(request),
            module,
            request.query.filename,
            request.body,
            mappingFromQuery(module, request.query),
          );
          return reply.status(201).send(item);
        },
      );

    // The preview before an import (issue 21 item 16): the header, the first rows and the
    // suggested mapping, read in the parse worker; nothing is stored.
    for (const module of IMPORT_MODULES)
      app.post(
        `/import/${module}/preview/`,
        {
          config: { access: { permission: IMPORT_PERMISSION[module] } },
          schema: {
            querystring: ImportUploadQuerySchema,
            response: { 200: ImportPreviewSchema },
          },
        },
        async (request) => {
          if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw fileNotAccepted();
          return previewImport(module, request.query.filename, request.body);
        },
      );

    // An empty file per module, from the columns the import reads: the permission of the import.
    for (const module of IMPORT_MODULES)
      app.get(
        `/import/${module}/template/`,
        {
          config: { access: { permission: IMPORT_PERMISSION[module] } },
          schema: { querystring: ImportTemplateQuerySchema, response: TEMPLATE_RESPONSE },
        },
        async (request, reply) => {
          const language = languageOf(request);
          const { format } = request.query;
          const file =
            format === 'csv' ? csvTemplate(module, language) : await xlsxTemplate(module, language);
          return reply
            .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
            .header(
              'content-disposition',
              `attachment; filename="${templateName(module, language, format)}"`,
            )
            .header('cache-control', 'no-store')
            .send(file);
        },
      );

    app.get(
      '/import/',
      {
        config: { access: 'dashboard' },
        schema: {
          querystring: ImportHistoryQuerySchema,
          response: { 200: ImportHistoryPageSchema },
        },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await historyPage(ctx, requireUser(request), request.query, page);
        return page.answer(rows, total);
      },
    );

    app.get(
      '/import/export/',
      {
        config: { access: 'dashboard' },
        schema: { querystring: ImportHistoryQuerySchema, response: XLSX_RESPONSE },
      },
      async (request, reply) => {
        const modules = await visibleModules(ctx, requireUser(request));
        return sendXlsx(reply, {
          name: 'imports',
          sheet: { en: 'Imports', th: 'การนำเข้า' },
          language: languageOf(request),
          columns: IMPORT_EXPORT,
          source: modules.length
            ? querySource(ctx.db, historyList(ctx, modules, request.query).ordered, (rows) =>
                rows.map(toItem),
              )
            : EMPTY_SOURCE,
        });
      },
    );

    app.get(
      '/import/:id/',
      {
        config: { access: 'dashboard' },
        schema: { params: IdParamSchema, response: { 200: ImportHistoryItemSchema } },
      },
      async (request) => getImport(ctx, requireUser(request), request.params.id),
    );

    app.get(
      '/import/:id/error/',
      {
        config: { access: 'dashboard' },
        schema: {
          params: IdParamSchema,
          querystring: PageQuerySchema,
          response: { 200: ImportRowErrorPageSchema },
        },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const user = requireUser(request);
        const { rows, total } = await rowErrors(ctx, user, request.params.id, page);
        return page.answer(rows, total);
      },
    );
  };
}
