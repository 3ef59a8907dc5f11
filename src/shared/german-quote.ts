/**
 * Text in German quotation marks, „…“; quotes already inside it become the inner marks ‚…‘, so
 * a quoted subject such as „Ihr E-Book ‚Restaurant Closer‘ ist bereit“ never nests „…„…“…“.
 */
export function germanQuote(text: string): string {
  return `„${text.replace(/„/g, '‚').replace(/“/g, '‘')}“`;
}
