import type { Lang } from '../../../shared/languages';

/** Icons available to content; drawn as inline SVG by the page. */
export type IconName =
  | 'check'
  | 'cross'
  | 'book'
  | 'chat'
  | 'chart'
  | 'calendar'
  | 'shield'
  | 'star'
  | 'gift'
  | 'list'
  | 'users'
  | 'clock'
  | 'wine'
  | 'target';

interface Bullet {
  icon: IconName;
  text: string;
}

/**
 * The landing page copy of one language. Every language file must satisfy this
 * shape, so a missing translation is a type error. Prices never appear in the copy:
 * the placeholders {price}, {originalPrice} and {saving} are filled from the product row.
 * No text claims a limited time on its own: such claims sit in the `offer…` texts, shown only
 * while an offer with an end date runs, and name that date ({date}).
 */
export interface LandingCopy {
  lang: Lang;
  meta: {
    /** Document title, '<page> | Restaurant Closer' as on every page; must contain {price}. */
    title: string;
    /** Appended to the hero subtitle for the meta description, e.g. 'Total: {price}'. */
    total: string;
    /** Alt text of the social-share image. */
    ogImageAlt: string;
  };
  nav: {
    problem: string;
    benefits: string;
    contents: string;
    pricing: string;
    faq: string;
    /** Short buy label in the sticky header. */
    buy: string;
    /** Accessible label of the language menu. */
    language: string;
    /** Accessible label of the main navigation. */
    menuLabel: string;
    /** The button that opens the section links below 1024 px. */
    menu: string;
  };
  hero: {
    /** The badge above the title when no offer with an end date runs: no time claim. */
    badge: string;
    /**
     * The badge while a "limited time" offer runs, naming its last day (decision D17), e.g.
     * 'Launch offer until {date}'. Shown only with a real end date.
     */
    offerBadge: string;
    title: string;
    subtitle: string;
    cta: string;
    /** Label before the current price, e.g. 'Price': no time claim. */
    price: string;
    /** The same label while a dated offer runs, e.g. 'Launch price'. */
    offerPrice: string;
    /** Label of the struck-through price, e.g. 'instead of'. */
    originalPrice: string;
    /** e.g. 'You save {saving}'. */
    savings: string;
    /** Small line under the button (instant download, guarantee). */
    trustLine: string;
    coverAlt: string;
    /** Three short facts shown as chips: e.g. '90 pages', '90-day plan', '30+ years'. */
    facts: [string, string, string];
  };
  problem: {
    headline: string;
    bullets: string[];
    solutionHeadline: string;
    solutionText: string;
    cta: string;
  };
  author: {
    /** Section headline of the founder note. */
    headline: string;
    name: string;
    role: string;
    paragraphs: string[];
    portraitAlt: string;
  };
  certifications: {
    title: string;
    text: string;
    /** e.g. 'Scan the QR code to verify'. */
    scanInstruction: string;
    items: [{ label: string; alt: string }, { label: string; alt: string }];
  };
  benefits: {
    headline: string;
    intro: string;
    items: { icon: IconName; title: string; text: string }[];
  };
  contents: {
    headline: string;
    intro: string;
    /** Must cover: 90 pages, communication framework (O.A.S.I.), sales method (S.A.F.E.),
     * complaint-handling method (L.A.R.A.), KPIs and checklists, 90-day plan. */
    bullets: Bullet[];
    /**
     * The bonus: a discount on the academy course (amount not stated). Shown only when an
     * academy is configured (ACADEMY_URL): a bonus nobody can claim is not promised.
     */
    bonus: string;
  };
  beforeAfter: {
    headline: string;
    beforeLabel: string;
    afterLabel: string;
    before: string[];
    after: string[];
  };
  personalNote: {
    headline: string;
    paragraphs: string[];
    signature: string;
  };
  trustedBy: {
    headline: string;
    /** Kinds of venue (not brand names), shown as marks. Exactly 5. */
    items: [string, string, string, string, string];
  };
  pricing: {
    headline: string;
    text: string;
    /** What the buyer gets, as a checklist. */
    includes: string[];
    /** The checklist's last line, the academy bonus: shown only when an academy is configured. */
    includesBonus: string;
    guaranteeTitle: string;
    guarantee: string;
    cta: string;
    /** Appended to `text` while a dated offer runs: 'Launch price until {date}.' */
    offerText: string;
    /** e.g. 'One-time payment, VAT included. Instant download.' */
    vatNote: string;
    /**
     * What makes the book the buyers' own, said concretely: each copy is personalised with the
     * buyer's e-mail address (the spec's "available exclusively for clients").
     */
    exclusive: string;
    /** Label of the guarantee seal, very short, e.g. '100% satisfaction'. */
    seal: string;
  };
  faq: {
    headline: string;
    /** Exactly four items. */
    items: [QA, QA, QA, QA];
  };
  finalCta: {
    headline: string;
    text: string;
    /** Appended to `text` while a dated offer runs: 'Launch price until {date}.' */
    offerText: string;
    cta: string;
  };
  /** Not-affiliated-with-a-social-network disclaimer, shown once, in the footer. */
  disclaimer: string;
  footer: {
    /** Contains {year} and {seller}. */
    copyright: string;
    legalNotice: string;
    privacy: string;
    terms: string;
    /** The accessibility statement's link. */
    accessibility: string;
  };
  mobileBar: {
    cta: string;
  };
}

interface QA {
  question: string;
  answer: string;
}
