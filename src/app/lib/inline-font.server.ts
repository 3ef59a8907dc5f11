import interData from '../fonts/inter-latin-wght-400-900.woff2?inline';

/** The font file's bytes as a data: address, for the pages that carry it (lib/font-face.ts). */
export const INLINE_FONT_SRC: string = interData;
