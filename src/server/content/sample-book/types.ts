// The text of the generated sample edition (decision 021): the same shape in every language,
// so a missing translation is a type error. The layout lives in domain/delivery/ebooks.ts.

export type Script = { title: string; lines: Array<[speaker: string, text: string]> };
type List = { title: string; items: string[] };
type Callout = { title: string; text: string };
type Table = {
  title: string;
  head: [string, string, string];
  rows: Array<[string, string, string]>;
};
type Step = [letter: string, name: string, text: string];

export interface Framework {
  title: string;
  intro: [string, string];
  steps: [Step, Step, Step, Step];
  script: Script;
  list?: List;
  callout?: Callout;
}

export interface SampleBookCopy {
  title: string;
  subtitle: string;
  tagline: string;
  author: string;
  edition: string;
  chapterWord: string;
  front: { title: string; paragraphs: [string, string, string]; legal: string };
  tocTitle: string;
  intro: { title: string; paragraphs: [string, string, string]; callout: Callout; list: List };
  oasi: Framework;
  safe: Framework;
  lara: Framework;
  scripts: { title: string; intro: string; scripts: [Script, Script, Script]; callout: Callout };
  kpis: { title: string; intro: [string, string]; table: Table; lists: [List, List] };
  plan: { title: string; intro: [string, string]; table: Table; lists: [List, List, List] };
  closing: { title: string; paragraphs: [string, string]; recap: List; callout: Callout };
}
