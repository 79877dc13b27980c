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
/**
 * SPEC §1's playlist groups besides the owner, what a collaborator is invited as
 * (docs/decisions.md): admin (settings and collaborators, and all of content manager),
 * content manager (adds, removes and reorders items), recommender (adds items only).
 */
export const PLAYLIST_GROUPS = ['admin', 'content_manager', 'recommender'] as const;
export type PlaylistGroup = (typeof PLAYLIST_GROUPS)[number];
/** The caller's relation to a playlist: owner, a collaborator's group, follower, or none. */
export const PLAYLIST_ROLES = ['owner', ...PLAYLIST_GROUPS, 'follower'] as const;
export type PlaylistRole = (typeof PLAYLIST_ROLES)[number];
/** What a role may do on a playlist; the server's policy and the page's buttons read it. */
export const PLAYLIST_ACTIONS = [
  'settings',
  'collaborators',
  'add_item',
  'remove_item',
  'reorder',
  'pin_item',
  'progress',
  'delete',
] as const;
export type PlaylistAction = (typeof PLAYLIST_ACTIONS)[number];
/** The most tags a playlist carries. */
export const PLAYLIST_TAG_LIMIT = 10;
/** The library's tabs: mine, shared with me (as a collaborator), followed; and the public list. */
export const PLAYLIST_TABS = ['mine', 'shared', 'followed', 'public'] as const;
export type PlaylistTab = (typeof PLAYLIST_TABS)[number];
/** The most items a playlist holds (its page answers them all) and collaborators it has. */
export const PLAYLIST_ITEM_LIMIT = 200;
export const PLAYLIST_COLLABORATOR_LIMIT = 20;

const { name, optionalName, description, id } = adminFields;
const tagIds = z
  .array(id)
  .max(PLAYLIST_TAG_LIMIT, 'length_less_than')
  .refine((ids) => new Set(ids).size === ids.length, 'invalid_value');

export const PlaylistInputSchema = z
  .object({
    title_en: name,
    title_th: optionalName.default(''),
    desc_en: description.default(''),
    desc_th: description.default(''),
    image: imageField,
    visibility: z.enum(PLAYLIST_VISIBILITIES, 'invalid_choice').default('private'),
    is_duplicable: z.boolean().default(true),
    is_followable: z.boolean().default(true),
    tag_ids: tagIds.default([]),
    /** Starts with a copy of this playlist's items (it must be one the caller may duplicate). */
    template_playlist_id: id.nullable().default(null),
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
    is_followable: z.boolean().optional(),
    tag_ids: tagIds.optional(),
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

/** is_removeable false (only the owner may remove it) is the owner's to set. */
export const PlaylistItemInputSchema = z
  .object({ content_id: id, is_removeable: z.boolean().default(true) })
  .strict();
export const PlaylistItemPatchSchema = z.object({ is_removeable: z.boolean() }).strict();
export const PlaylistOrderInputSchema = z
  .object({ item_ids: z.array(id).min(1, 'this_field_is_required').max(PLAYLIST_ITEM_LIMIT) })
  .strict();
export const PlaylistCollaboratorInputSchema = z
  .object({
    email: z.string().trim().min(1, 'this_field_is_required').max(254, 'length_less_than'),
    group: z.enum(PLAYLIST_GROUPS, 'invalid_choice').default('content_manager'),
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
  /** False: only the owner may remove it. */
  is_removeable: z.boolean(),
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
  is_followable: z.boolean(),
  is_hidden: z.boolean(),
  tags: z.array(z.object({ id: z.number(), name_en: z.string(), name_th: z.string() })),
  /** The playlist it was started from, if any and still there. */
  template_playlist_id: z.number().nullable(),
  /** What the caller may do here (the server checks each again). */
  can: z.array(z.enum(PLAYLIST_ACTIONS)),
  follower_count: z.number(),
  /** A follower's consent to show their progress to the owner and editors. */
  share_progress: z.boolean(),
  items: z.array(PlaylistItemSchema),
  /** Collaborators with their group, shown to the owner and collaborators only. */
  collaborators: z.array(
    PlaylistPersonSchema.extend({ email: z.string(), group: z.enum(PLAYLIST_GROUPS) }),
  ),
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
