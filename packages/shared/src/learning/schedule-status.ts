/**
 * Constants the learner's landing screens use, in a file without zod: a module with schemas
 * keeps them (and zod, 25 KB) in every chunk that takes a constant from it.
 */

/** SPEC §4 class status: 0 ongoing, 1 upcoming, 2 past (3 canceled: not yet used). */
export const CLASS_STATUS = { ongoing: 0, upcoming: 1, past: 2, canceled: 3 } as const;
