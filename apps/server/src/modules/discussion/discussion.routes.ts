import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DiscussionEditSchema,
  DiscussionInputSchema,
  DiscussionLikeSchema,
  DiscussionListSchema,
  DiscussionModerationSchema,
  DiscussionPostSchema,
  DiscussionQuerySchema,
  DiscussionSubscriptionSchema,
  DiscussionTopicInputSchema,
  IdParamSchema,
  type PageQuery,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { paged, pageWindow } from '@/lib/paging';
import { MANAGE_CONTENT } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import type { DiscussionScope } from './discussion.policy';
import {
  createReply,
  createTopic,
  editPost,
  likePost,
  listReplies,
  listTopics,
  moderatePost,
  removePost,
  subscribeTopic,
} from './discussion.service';

/**
 * Discussions of a course (/course/{id}/discussion) and of a standalone video or audio
 * (/video/{id}/discussion, /audio/{id}/discussion): topics, one level of replies, the author's
 * own edits and deletes, and moderation by dashboard users who manage content.
 */
export function discussionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Writing is limited per signed-in user (not per address: a class may share one).
    const writeLimit = {
      max: ctx.config.RATE_LIMIT_DISCUSSION_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) =>
        request.user ? `discussion:user:${request.user.id}` : `discussion:ip:${request.ip}`,
    };
    const window = async (query: PageQuery & { ordering?: '-created' | 'created' }) => {
      const { page, pageSize, offset } = pageWindow(
        query,
        await ctx.settings.get('config-page-size'),
      );
      return {
        page,
        pageSize,
        request: { limit: pageSize, offset, ordering: query.ordering ?? '-created' },
      };
    };

    for (const [scope, prefix] of [
      ['course', '/course'],
      ['material', '/material'],
    ] as [DiscussionScope, string][]) {
      app.get(
        `${prefix}/:id/discussion/`,
        {
          config: { access: 'user' },
          schema: {
            params: IdParamSchema,
            querystring: DiscussionQuerySchema,
            response: { 200: DiscussionListSchema },
          },
        },
        async (request) => {
          const { page, pageSize, request: slice } = await window(request.query);
          const answer = await listTopics(
            ctx.db,
            requireUser(request),
            scope,
            request.params.id,
            slice,
          );
          return { ...paged(request, answer.results, answer.total, page, pageSize), ...answer };
        },
      );

      app.post(
        `${prefix}/:id/discussion/`,
        {
          config: { access: 'user', rateLimit: writeLimit },
          schema: {
            params: IdParamSchema,
            body: DiscussionTopicInputSchema,
            response: { 201: DiscussionPostSchema },
          },
        },
        async (request, reply) => {
          const post = await createTopic(
            ctx.db,
            requireUser(request),
            scope,
            request.params.id,
            request.body,
          );
          return reply.status(201).send(post);
        },
      );
    }

    app.get(
      '/discussion/:id/reply/',
      {
        config: { access: 'user' },
        schema: {
          params: IdParamSchema,
          querystring: DiscussionQuerySchema,
          response: { 200: DiscussionListSchema },
        },
      },
      async (request) => {
        // Replies read as a conversation: oldest first unless asked otherwise.
        const {
          page,
          pageSize,
          request: slice,
        } = await window({
          ...request.query,
          ordering: request.query.ordering ?? 'created',
        });
        const answer = await listReplies(ctx.db, requireUser(request), request.params.id, slice);
        return { ...paged(request, answer.results, answer.total, page, pageSize), ...answer };
      },
    );

    app.post(
      '/discussion/:id/reply/',
      {
        config: { access: 'user', rateLimit: writeLimit },
        schema: {
          params: IdParamSchema,
          body: DiscussionInputSchema,
          response: { 201: DiscussionPostSchema },
        },
      },
      async (request, reply) => {
        const post = await createReply(
          ctx.db,
          requireUser(request),
          request.params.id,
          request.body,
        );
        return reply.status(201).send(post);
      },
    );

    app.patch(
      '/discussion/:id/',
      {
        config: { access: 'user', rateLimit: writeLimit },
        schema: {
          params: IdParamSchema,
          body: DiscussionEditSchema,
          response: { 200: DiscussionPostSchema },
        },
      },
      async (request) => editPost(ctx.db, requireUser(request), request.params.id, request.body),
    );

    // Likes and subscriptions: PUT adds (idempotent), DELETE takes back; reading is enough.
    for (const like of [true, false]) {
      const method = like ? app.put.bind(app) : app.delete.bind(app);
      method(
        '/discussion/:id/like/',
        {
          config: { access: 'user', rateLimit: writeLimit },
          schema: { params: IdParamSchema, response: { 200: DiscussionLikeSchema } },
        },
        async (request) => likePost(ctx.db, requireUser(request), request.params.id, like),
      );
      method(
        '/discussion/:id/subscription/',
        {
          config: { access: 'user', rateLimit: writeLimit },
          schema: { params: IdParamSchema, response: { 200: DiscussionSubscriptionSchema } },
        },
        async (request) => subscribeTopic(ctx.db, requireUser(request), request.params.id, like),
      );
    }

    app.delete(
      '/discussion/:id/',
      { config: { access: 'user' }, schema: { params: IdParamSchema } },
      async (request, reply) => {
        await removePost(ctx.db, requireUser(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}

/** PATCH dashboard/discussion/{id}/: hide a topic or reply from learners, or show it again. */
export function dashboardDiscussionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      '/discussion/:id/',
      {
        config: { access: MANAGE_CONTENT },
        schema: {
          params: IdParamSchema,
          body: DiscussionModerationSchema,
          response: { 200: DiscussionPostSchema },
        },
      },
      async (request) =>
        moderatePost(ctx.db, requireUser(request), request.params.id, request.body.is_hidden),
    );
  };
}
