/**
 * How many bits of guessing a secret is worth, estimated the way an attacker would guess it:
 * a block repeated counts once, a run of neighbouring characters (abc…, 0123…, aaaa…) barely
 * at all, and a word (a run of letters that reads like one: `replace`, `Secret`) as one pick
 * from a large word list rather than letter by letter; every other character is worth its
 * alphabet (the character classes the secret uses). `openssl rand -hex 32` gives about 330 bits,
 * a placeholder phrase such as `replace-me-with-openssl-rand-hex-32` under 100.
 */
export function secretEntropyBits(secret: string): number {
  const chars = [...secret];
  if (chars.length === 0) return 0;
  const period = smallestPeriod(chars);
  const block = chars.slice(0, period);
  const perChar = Math.log2(alphabetSize(chars));
  // What each character of the block adds: a word's first letter carries the word.
  const bits: number[] = [];
  // A secret with separators is read as a phrase: each run of letters between them is a word.
  const isPhrase = isPhraseLike(block.join(''));
  for (const token of tokens(block.join(''), isPhrase)) {
    const length = [...token].length;
    if (SEPARATOR.test(token)) bits.push(SEPARATOR_BITS);
    else if (isPhrase ? /^[A-Za-z]+$/.test(token) : isWordLike(token))
      bits.push(Math.min(WORD_BITS, length * perChar), ...Array(length - 1).fill(0));
    else bits.push(...Array(length).fill(perChar));
  }
  discountRuns(block, bits);
  const repeats = period < chars.length ? Math.log2(chars.length / period) : 0;
  return bits.reduce((a, b) => a + b, 0) + repeats;
}

/**
 * A session secret must be worth this much guessing. A random 128-bit key (32 hex characters)
 * comes out above it all but a few times in 100,000; a placeholder phrase well below.
 */
export const SECRET_MIN_BITS = 112;

/** One pick from a 2,048-word list, as passphrase generators use. */
const WORD_BITS = 11;
const SEPARATOR_BITS = 2;
const WORD = /^(?:[a-z]{4,}|[A-Z][a-z]{3,}|[A-Z]{4,})$/;
const SEPARATOR = /^[\s._-]$/;

/**
 * The pieces of a secret: separators one by one; letters split where a word would, before a
 * capital that follows a small letter (camelCase); in a phrase, runs of letters, otherwise
 * every other character alone.
 */
function tokens(text: string, isPhrase: boolean): string[] {
  const pattern = isPhrase
    ? /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[\s._-]|[^A-Za-z\s._-]/g
    : /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[^A-Za-z]/g;
  return text.match(pattern) ?? [];
}

/**
 * Runs of three or more neighbouring characters (aaa, abc, 321) are worth their first two
 * characters and a bit for each further one.
 */
function discountRuns(chars: string[], bits: number[]): void {
  const codes = chars.map((ch) => ch.codePointAt(0)!);
  let start = 0;
  for (let i = 1; i <= codes.length; i++) {
    const step = codes[i] - codes[i - 1];
    const continues =
      i < codes.length &&
      Math.abs(step) <= 1 &&
      (i - start < 2 || step === codes[i - 1] - codes[i - 2]);
    if (continues) continue;
    for (let j = start + 2; j < i; j++) bits[j] = Math.min(bits[j], 1);
    start = i;
  }
}

/**
 * Words with separators (`replace-me-with-…`, `my secret key 2026`), or capitalised words run
 * together (`ReplaceMeWithSecret`): a random key almost never looks like either.
 */
function isPhraseLike(text: string): boolean {
  const segments = text.split(/[\s._-]+/).filter(Boolean);
  if (segments.length >= 3 && segments.every((s) => /^(?:[A-Za-z]+|\d+)$/.test(s))) return true;
  const letters = text.match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])/g) ?? [];
  const lettersLength = letters.join('').length;
  return (
    letters.length >= 3 &&
    letters.every((w) => /^[A-Z][a-z]+$/.test(w)) &&
    lettersLength >= 0.75 * text.length
  );
}

/** A run of letters that reads like a word: vowels between its consonants, never three apart. */
function isWordLike(token: string): boolean {
  return WORD.test(token) && /[aeiouy]/i.test(token) && !/[^aeiouy]{3}/i.test(token);
}

function smallestPeriod(chars: string[]): number {
  for (let p = 1; p < chars.length; p++) {
    if (chars.length / p < 2) break;
    let repeats = true;
    for (let i = p; i < chars.length && repeats; i++) repeats = chars[i] === chars[i - p];
    if (repeats) return p;
  }
  return chars.length;
}

function alphabetSize(chars: string[]): number {
  let size = 0;
  if (chars.some((c) => /[a-z]/.test(c))) size += 26;
  if (chars.some((c) => /[A-Z]/.test(c))) size += 26;
  if (chars.some((c) => /[0-9]/.test(c))) size += 10;
  if (chars.some((c) => /[^A-Za-z0-9]/.test(c))) size += 33;
  return size;
}
