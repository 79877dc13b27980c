import { z } from 'zod';
import { PageQuerySchema } from '../api';
import { adminFields } from '../learning/admin-fields';
import { imageField } from '../learning/image';
import { pagedSchema } from '../learning/schemas';

export * from './flash-card';

/**
 * Learning playlists (issue 19, SPEC §2 /learning-playlist, §3 playlist forms and
 * collaborators). Visibility: private (owner and editors), shared (also anyone with the
 * link, never listed), public (listed, followable, unless a moderator hid it).
 */
export const PLAYLIST_VISIBILITIES = ['private', 'shared', 'public'] as const;
export type PlaylistVisibility = (typeof PLAYLIST_VISIBILITIES)[number];
/** The caller's relation to a playlist: owner, editor (collaborator), follower, or none. */
export const PLAYLIST_ROLES = ['owner', 'editor', 'follower'] as const;
export type PlaylistRole = (typeof PLAYLIST_ROLES)[number];
/** The library's tabs: mine, shared with me (as editor), followed; and the public list. */
export const PLAYLIST_TABS = ['mine', 'shared', 'followed', 'public'] as const;
export type PlaylistTab = (typeof PLAYLIST_TABS)[number];
/** The most items a playlist holds (its page answers them all) and collaborators it has. */
export const PLAYLIST_ITEM_LIMIT = 200;
export const PLAYLIST_COLLABORATOR_LIMIT = 20;

const { name, optionalName, description, id } = adminFields;

export const PlaylistInputSchema = z
  .object({
    title_en: name,
    title_th: optionalName.default(''),
    desc_en: description.default(''),
    desc_th: description.default(''),
    image: imageField,
    visibility: z.enum(PLAYLIST_VISIBILITIES, 'invalid_choice').default('private'),
    is_duplicable: z.boolean().default(true),
  })
  .strict();
export type PlaylistInput = z.input<typeof PlaylistInputSchema>;

export const PlaylistPatchSchema = z
  .object({
    title_en: name.optional(),
    title_th: optionalName.optional(),
    desc_en: description.optional(),
    desc_th: description.optional(),
    image: imageField,
    visibility: z.enum(PLAYLIST_VISIBILITIES, 'invalid_choice').optional(),
    is_duplicable: z.boolean().optional(),
  })
  .strict();
export type PlaylistPatch = z.input<typeof PlaylistPatchSchema>;

export const PlaylistListQuerySchema = PageQuerySchema.extend({
  tab: z.enum(PLAYLIST_TABS, 'invalid_choice').default('mine'),
});
/** GET learning-playlist/editable/: my playlists I may add to, each saying if it holds content_id. */
export const PlaylistEditableQuerySchema = PageQuerySchema.extend({
  content_id: z.coerce
    .number()
    .int()
    .min(1, 'invalid_id')
    .max(2 ** 31 - 1, 'invalid_id'),
});

export const PlaylistItemInputSchema = z.object({ content_id: id }).strict();
export const PlaylistOrderInputSchema = z
  .object({ item_ids: z.array(id).min(1, 'this_field_is_required').max(PLAYLIST_ITEM_LIMIT) })
  .strict();
export const PlaylistCollaboratorInputSchema = z
  .object({
    email: z.string().trim().min(1, 'this_field_is_required').max(254, 'length_less_than'),
  })
  .strict();
export const PlaylistFollowInputSchema = z
  .object({ share_progress: z.boolean().default(false) })
  .strict();
export const PlaylistHideInputSchema = z.object({ is_hidden: z.boolean() }).strict();

const idParam = z.coerce
  .number()
  .int()
  .min(1, 'invalid_id')
  .max(2 ** 31 - 1, 'invalid_id');
export const PlaylistItemParamSchema = z.object({ id: idParam, itemId: idParam });
export const PlaylistUserParamSchema = z.object({ id: idParam, userId: idParam });

export const PlaylistPersonSchema = z.object({
  id: z.number(),
  name: z.string(),
});

export const PlaylistItemSchema = z.object({
  id: z.number(),
  content_id: z.number(),
  kind: z.string(),
  title_en: z.string(),
  title_th: z.string(),
  image: z.string().nullable(),
  sort: z.number(),
  /** Whether the caller has completed the item's content. */
  is_completed: z.boolean(),
});
export type PlaylistItem = z.infer<typeof PlaylistItemSchema>;

export const PlaylistSummarySchema = z.object({
  id: z.number(),
  title_en: z.string(),
  title_th: z.string(),
  image: z.string().nullable(),
  visibility: z.enum(PLAYLIST_VISIBILITIES),
  owner: PlaylistPersonSchema,
  item_count: z.number(),
  my_role: z.enum(PLAYLIST_ROLES).nullable(),
  updated_at: z.string(),
});
export type PlaylistSummary = z.infer<typeof PlaylistSummarySchema>;
export const PlaylistListSchema = pagedSchema(PlaylistSummarySchema);

export const PlaylistEditableSchema = pagedSchema(
  z.object({
    id: z.number(),
    title_en: z.string(),
    title_th: z.string(),
    item_count: z.number(),
    has_content: z.boolean(),
  }),
);
export type PlaylistEditablePage = z.infer<typeof PlaylistEditableSchema>;

export const PlaylistDetailSchema = PlaylistSummarySchema.extend({
  desc_en: z.string(),
  desc_th: z.string(),
  is_duplicable: z.boolean(),
  is_hidden: z.boolean(),
  follower_count: z.number(),
  /** A follower's consent to show their progress to the owner and editors. */
  share_progress: z.boolean(),
  items: z.array(PlaylistItemSchema),
  /** Editors, shown to the owner and editors only (empty for others). */
  collaborators: z.array(PlaylistPersonSchema.extend({ email: z.string() })),
});
export type PlaylistDetail = z.infer<typeof PlaylistDetailSchema>;

/** One follower who allowed it, with the items of the playlist they completed. */
export const PlaylistProgressSchema = pagedSchema(
  z.object({
    user: PlaylistPersonSchema,
    completed_item_ids: z.array(z.number()),
  }),
);
export type PlaylistProgressPage = z.infer<typeof PlaylistProgressSchema>;

/** Dashboard → Playlists: public and shared playlists for moderation. */
export const DashboardPlaylistSchema = z.object({
  id: z.number(),
  title_en: z.string(),
  owner_name: z.string(),
  owner_email: z.string(),
  visibility: z.enum(PLAYLIST_VISIBILITIES),
  is_hidden: z.boolean(),
  item_count: z.number(),
  updated_at: z.string(),
});
export type DashboardPlaylist = z.infer<typeof DashboardPlaylistSchema>;
export const DashboardPlaylistListSchema = pagedSchema(DashboardPlaylistSchema);
