import { SCORM_LIMITS } from '@portal/shared';
import { AppError } from '@/lib/errors';

/** A refused package: 400 with the message key under `errors.file` for the upload form. */
export const packageError = (code: string, detail: string, extra: Record<string, unknown> = {}) =>
  new AppError(400, code, detail, { errors: { file: [code] }, ...extra });

const MB = 1024 * 1024;

export const invalidFiletype = () =>
  packageError('invalid_filetype', 'The file must be a SCORM package in .zip format.');
export const fileTooBig = () =>
  packageError(
    'file_size_less_than_xx',
    `The file must be smaller than ${SCORM_LIMITS.zipBytes / MB} MB.`,
    { size_mb: SCORM_LIMITS.zipBytes / MB },
  );
export const unsafePath = (name: string) =>
  packageError('scorm_unsafe_path', `The package holds a file with an unsafe path: ${name}`);
export const tooManyFiles = () =>
  packageError(
    'scorm_too_many_files',
    `The package holds more than ${SCORM_LIMITS.maxEntries} files.`,
  );
export const tooLarge = () =>
  packageError(
    'scorm_too_large',
    'The package expands to too much data (or compresses suspiciously well).',
  );
export const corruptZip = () => packageError('scorm_corrupt_zip', 'The zip file is damaged.');
export const manifestMissing = () =>
  packageError('scorm_manifest_missing', 'The package has no imsmanifest.xml at its root.');
export const manifestInvalid = (why: string) =>
  packageError('scorm_manifest_invalid', `imsmanifest.xml cannot be used: ${why}`);
