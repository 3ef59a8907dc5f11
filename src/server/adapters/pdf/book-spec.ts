export type BookBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'checklist'; title: string; items: string[] }
  | { kind: 'script'; title: string; lines: Array<{ speaker: string; text: string }> }
  | { kind: 'table'; title: string; head: string[]; rows: string[][] }
  | { kind: 'callout'; title: string; text: string };

export interface BookChapter {
  /** "Chapter 3" in the book's language. */
  kicker: string;
  title: string;
  /** Exactly this many pages; the blocks are flowed (and repeated) until they are full. */
  pages: number;
  blocks: BookBlock[];
}

export interface BookSpec {
  language: string;
  title: string;
  subtitle: string;
  /** Short line under the title, e.g. "90 pages · scripts · KPIs · 90-day plan". */
  tagline: string;
  badges: string[];
  author: string;
  edition: string;
  /** Running head on the content pages. */
  shortTitle: string;
  /** The PDF's Creator entry; marks generated sample editions. */
  creator?: string;
  front: { title: string; paragraphs: string[]; legal: string };
  toc: { title: string };
  chapters: BookChapter[];
}
