import interFile from '../fonts/inter-latin-wght-400-900.woff2?url';

/**
 * The shop's one font: Inter, self-hosted, latin subset only (every shop language fits it), its
 * weight axis cut to the 400–900 the pages use (scripts/make-font.ts). 'optional' never swaps
 * fonts after the first paint, so text cannot shift.
 *
 * The root declares the face in each page, with one of two sources
 * (docs/decisions/088-landing-font-inline.md): the file, preloaded, on every page but the
 * landing pages; the file's bytes themselves on the landing pages (their loader hands them
 * over, from inline-font.server.ts), whose largest text would otherwise wait on a phone's
 * network for the file, which a browser fetches on a connection of its own.
 */
export const FONT_FILE = interFile;

export function fontFaceCss(src: string): string {
  return (
    "@font-face{font-family:'Inter Variable';font-style:normal;font-display:optional;" +
    `font-weight:400 900;src:url(${src}) format('woff2-variations');` +
    'unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,' +
    'U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}'
  );
}
