import { z } from 'zod';

/**
 * Identification photo at sign-in (issue 18 item 6, SPEC config `iden-is-enabled`,
 * `iden-type-photo-display`, `iden-orig-image-login-is-enabled`).
 *
 * `iden-type-photo-display` says how the browser takes the photo: 0 the camera, with a file
 * picker when no camera can be used; 1 the camera only; 2 a file (or the phone's camera app).
 */
export const IDEN_CAPTURE_MODES = { camera_or_file: 0, camera: 1, file: 2 } as const;

/** A photo as a data URL (JPEG or PNG), at most 3 MB of image. */
export const IDEN_PHOTO_MAX_BYTES = 3 * 1024 * 1024;
export const IDEN_PHOTO_MIN_SIDE = 120;

/** GET account/iden-photo/: whether this session still owes its photo, and how to take it. */
export const IdenPhotoStatusSchema = z.object({
  is_required: z.boolean(),
  is_taken: z.boolean(),
  capture_mode: z.number().int(),
});
export type IdenPhotoStatus = z.infer<typeof IdenPhotoStatusSchema>;

export const IdenPhotoInputSchema = z.object({
  image: z
    .string()
    .max(Math.ceil((IDEN_PHOTO_MAX_BYTES * 4) / 3) + 100, 'file_size_less_than_xx')
    .regex(/^data:image\/(jpeg|png);base64,[A-Za-z0-9+/=]+$/, 'invalid_filetype'),
});
export type IdenPhotoInput = z.infer<typeof IdenPhotoInputSchema>;

export const IdenPhotoSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  ip: z.string(),
  width: z.number(),
  height: z.number(),
  /** The dashboard address of the image (administrators only). */
  image_url: z.string(),
});
export type IdenPhoto = z.infer<typeof IdenPhotoSchema>;

/** A user's sign-in photos for the dashboard, newest first, with their profile image to compare. */
export const IdenPhotoPageSchema = z.object({
  count: z.number(),
  total: z.number(),
  page_size: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(IdenPhotoSchema),
  /** The user's own profile image, when `iden-orig-image-login-is-enabled` asks to show it. */
  original_image: z.string().nullable(),
});
export type IdenPhotoPage = z.infer<typeof IdenPhotoPageSchema>;
