import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Latin system fonts first, then Thai-capable ones; no web font is downloaded. */
export const FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Thai", "Sarabun", "Leelawadee UI", "Tahoma", "Loma", "Garuda", sans-serif';

/** One theme for the webfront and the dashboard. Shade 8 keeps white-on-primary above 4.5:1. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 8,
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/** Darker dimmed and error colours than Mantine's defaults, for WCAG AA contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    '--mantine-color-error': t.colors.red[9] ?? '#c92a2a',
    '--mantine-color-placeholder': t.colors.gray[6] ?? '#868e96',
  },
  dark: {},
});
