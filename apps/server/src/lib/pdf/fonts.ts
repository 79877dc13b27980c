import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Sarabun (SIL Open Font License 1.1) from the npm registry: a Thai and Latin face whose Thai
 * marks are placed by GSUB variants plus GPOS offsets, which shaped-text.ts applies.
 */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/sarabun/400Regular/Sarabun_400Regular.ttf',
  bold: '@expo-google-fonts/sarabun/700Bold/Sarabun_700Bold.ttf',
} as const;

let fontBytes: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;
/** Sarabun regular and bold, read once; receipts print with them too. */
export function loadFonts() {
  fontBytes ??= Promise.all([
    readFile(require.resolve(FONT_FILES.regular)),
    readFile(require.resolve(FONT_FILES.bold)),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fontBytes;
}
