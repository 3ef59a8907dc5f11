import { homePath, LANGS, type Lang } from './languages';

/** A partner's link to the sales page of one language (decision D18). */
export interface PartnerLink {
  lang: Lang;
  url: string;
}

/**
 * A referral partner's links: the landing page of every language with `?ref=CODE`, the
 * partner's own language first. Each is an address the landing pages read the code from
 * (src/server/landing-code.ts takes only the exact landing paths), so the seller need not
 * build one by hand.
 */
export function partnerLinks(publicUrl: string, code: string, first?: Lang): PartnerLink[] {
  const order = first ? [first, ...LANGS.filter((l) => l !== first)] : [...LANGS];
  const ref = encodeURIComponent(code.toUpperCase());
  return order.map((lang) => ({ lang, url: `${publicUrl}${homePath(lang)}?ref=${ref}` }));
}
