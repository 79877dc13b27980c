import { rgb } from 'pdf-lib';

/** The colours the portal's PDFs share (certificate, receipt, attendance sheet). */
export const INK = rgb(0.13, 0.15, 0.2);
export const MUTED = rgb(0.38, 0.41, 0.47);
export const ACCENT = rgb(0.09, 0.4, 0.69);
