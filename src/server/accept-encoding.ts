/**
 * Which encoding of a page or file to send, by the request's Accept-Encoding (RFC 9110
 * §12.5.3): of br, gzip and identity, the acceptable one with the highest quality; br before
 * gzip before identity at equal quality. `br;q=0` refuses brotli; `*` stands for every coding
 * not named; identity is acceptable unless refused by name or by `*;q=0`, and competes only
 * with the quality the client gave it (named or through `*`): a header that does not rate it
 * prefers any compression it accepts. The same few header values come again and again:
 * answers are remembered (a bounded map of short values), so the fast path pays one lookup.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

const remembered = new Map<string, Encoding>();
const REMEMBER = 256;
/** Longer values (never sent by a browser) are decided each time, not kept. */
const REMEMBER_LENGTH = 200;

export function chooseEncoding(header: string | undefined | null): Encoding {
  const value = header ?? '';
  let choice = remembered.get(value);
  if (choice === undefined) {
    choice = decide(value);
    if (value.length > REMEMBER_LENGTH) return choice;
    if (remembered.size >= REMEMBER) remembered.clear();
    remembered.set(value, choice);
  }
  return choice;
}

function decide(header: string): Encoding {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding, ...params] = part.toLowerCase().split(';');
    const name = coding.trim();
    if (!name) continue;
    let quality = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (m) quality = Math.min(1, Math.max(0, Number(m[1]) || 0));
    }
    // The first mention of a coding counts.
    if (!q.has(name)) q.set(name, quality);
  }
  const star = q.get('*');
  const qualityOf = (coding: Encoding): number => {
    const named = q.get(coding === 'gzip' && !q.has('gzip') ? 'x-gzip' : coding);
    if (named !== undefined) return named;
    if (star !== undefined) return star;
    // Not named and no `*`: identity is always acceptable, other codings are not.
    return coding === 'identity' ? 1 : 0;
  };
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const coding of ['br', 'gzip'] as const) {
    const quality = qualityOf(coding);
    if (quality > 0 && quality > bestQ) {
      best = coding;
      bestQ = quality;
    }
  }
  // Identity wins only when the client rated it above every compression it accepts.
  const identityQ = q.get('identity') ?? star;
  if (identityQ !== undefined && identityQ > bestQ) return 'identity';
  // Nothing acceptable at all (identity;q=0 and nothing else): identity is still the only
  // thing every client can read, and it is what servers send instead of a 406.
  return best;
}

/** The ETag of one encoding of a representation: the same content compressed differently is another representation. */
export function etagFor(identityTag: string, encoding: Encoding): string {
  if (encoding === 'identity') return identityTag;
  return `${identityTag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"`;
}

/** Whether If-None-Match names this ETag (a list, weak tags and `*` included). */
export function matchesEtag(ifNoneMatch: string | undefined | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}
