/**
 * How many bits of guessing a secret is worth, estimated the way an attacker would guess it:
 * the secret is read as the cheapest chain of pieces, each piece priced as a guesser pays for it.
 * A piece is one random character (worth its alphabet: the character classes the secret uses),
 * a word (one pick from a large word list: a common word of the built-in list found anywhere, or
 * a run of letters that reads like one, `replace`, `Secret`), a separator between words, a run
 * of neighbouring characters (abc…, 0123…, aaaa…) or of neighbouring keys (qwerty…, asdf…), or
 * a repeat of something already written (`shopshop…`, `…correcthorse` again), which costs only
 * where it starts and how long it is. `openssl rand -hex 32` gives about 320 bits, a placeholder
 * phrase such as `replace-me-with-openssl-rand-hex-32` under 100.
 */
export function secretEntropyBits(secret: string): number {
  // Beyond this length a secret is far above the bar already; the reading is quadratic.
  const chars = [...secret].slice(0, MAX_READ);
  const n = chars.length;
  if (n === 0) return 0;
  const perChar = Math.log2(alphabetSize(chars));
  const lower = chars.map((c) => c.toLowerCase());
  // best[i]: the cheapest reading of the first i characters.
  const best: number[] = [0, ...Array<number>(n).fill(Infinity)];
  const offer = (from: number, to: number, bits: number) => {
    if (best[from] + bits < best[to]) best[to] = best[from] + bits;
  };
  const spans = tokenSpans(chars.join(''));
  const repeats = longestEarlierMatch(chars);
  for (let i = 0; i < n; i++) {
    offer(i, i + 1, perChar);
    for (const span of spans.get(i) ?? [])
      offer(i, span.end, Math.min(span.bits, span.length * perChar));
    for (let end = i + MIN_PIECE; end <= Math.min(n, i + LONGEST_WORD); end++) {
      const piece = chars.slice(i, end).join('');
      if (COMMON_WORDS.has(piece.toLowerCase())) offer(i, end, WORD_BITS + caseBits(piece));
    }
    const run = neighbourRun(chars, i);
    for (let end = i + MIN_PIECE; end <= i + run; end++)
      offer(i, end, perChar + 1 + Math.log2(end - i));
    const keys = keyboardRun(lower, i);
    for (let end = i + MIN_PIECE; end <= i + keys; end++)
      offer(i, end, KEYBOARD_BITS + Math.log2(end - i));
    // A repeat names where its original starts and how long it is.
    for (let end = i + MIN_PIECE; end <= i + repeats[i]; end++)
      offer(i, end, Math.log2(i) + Math.log2(end - i));
  }
  return best[n];
}

/**
 * A session secret must be worth this much guessing. A random 128-bit key (32 hex characters)
 * comes out above it all but a few times in 100,000; a placeholder phrase well below.
 */
export const SECRET_MIN_BITS = 112;

const MAX_READ = 256;
/** One pick from a 2,048-word list, as passphrase generators use. */
const WORD_BITS = 11;
const SEPARATOR_BITS = 2;
/** Where on a keyboard a run starts (a few hundred keys and layouts), and its direction. */
const KEYBOARD_BITS = 9;
const MIN_PIECE = 3;
const WORD = /^(?:[a-z]{5,}|[A-Z][a-z]{4,}|[A-Z]{5,})$/;
const SEPARATOR = /^[\s._-]$/;

/**
 * Words guessers try first: passwords' favourites, what a seller would type for this shop, and
 * the words of the example secrets people copy. The list is short; the rule for word-like runs
 * covers the rest of the language.
 */
const COMMON_WORDS = new Set(
  `password passwort parola secret secrets session cookie token key keys admin administrator
  root user login letmein welcome master default changeme change replace please dummy example
  sample test testing demo shop store shopping restaurant closer trattoria pizza pizzeria cafe
  book ebook manual money sales seller buyer order orders stripe mail email server production
  prod staging local localhost openssl random rand hex base value string long strong super
  correct horse battery staple dragon monkey sunshine princess football baseball soccer
  hockey shadow michael jordan ninja mustang batman superman trustno iloveyou love hello
  world summer winter spring autumn flower computer internet qwerty azerty qwertz abc
  one two three four five six seven eight nine ten zero black white blue green red
  yellow orange purple silver golden gold star moon sun sky water fire earth apple banana
  cherry lemon coffee chocolate cookie cheese tiger lion eagle wolf bear fish cat dog
  house home family friend freedom access secure security private public company business
  new old big small good best bad happy lucky magic power king queen prince angel devil
  god jesus china india italia italy roma rome milano berlin paris madrid london europe
  the and for with this that from your you our my me we all not but`
    .split(/\s+/)
    .filter((w) => w.length >= MIN_PIECE),
);
const LONGEST_WORD = Math.max(...[...COMMON_WORDS].map((w) => w.length));

/** Rows of the common keyboards (QWERTY, QWERTZ, AZERTY) and the digits. */
const KEYBOARD_ROWS = [
  '1234567890',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'qwertzuiop',
  'yxcvbnm',
  'azertyuiop',
  'qsdfghjklm',
  'wxcvbn',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
];
const KEYBOARD_LINES = [...KEYBOARD_ROWS, ...KEYBOARD_ROWS.map((r) => [...r].reverse().join(''))];

/** A word written all small costs nothing more; capitalised or all capitals one bit; else two. */
function caseBits(word: string): number {
  if (word === word.toLowerCase()) return 0;
  if (word === word.toUpperCase() || /^[A-Z][a-z]+$/.test(word)) return 1;
  return 2;
}

/**
 * Words and separators as a reader sees them: separators one by one; letters split where a
 * word would, before a capital that follows a small letter (camelCase). In a phrase every run
 * of letters is a word; otherwise only a run that reads like one.
 */
function tokenSpans(
  text: string,
): Map<number, Array<{ end: number; length: number; bits: number }>> {
  const isPhrase = isPhraseLike(text);
  const pattern = isPhrase
    ? /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[\s._-]|[^A-Za-z\s._-]/g
    : /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[^A-Za-z]/g;
  const spans = new Map<number, Array<{ end: number; length: number; bits: number }>>();
  let at = 0;
  for (const token of text.match(pattern) ?? []) {
    const start = text.indexOf(token, at);
    at = start + token.length;
    // Positions count characters, not UTF-16 units, as the reading does.
    const from = [...text.slice(0, start)].length;
    const length = [...token].length;
    let bits: number | null = null;
    if (SEPARATOR.test(token)) bits = SEPARATOR_BITS;
    else if (isPhrase ? /^[A-Za-z]+$/.test(token) : isWordLike(token)) bits = WORD_BITS;
    if (bits !== null)
      spans.set(from, [...(spans.get(from) ?? []), { end: from + length, length, bits }]);
  }
  return spans;
}

/** How many characters from `start` step through neighbouring code points evenly (aaa, abc, 321). */
function neighbourRun(chars: string[], start: number): number {
  const codes = chars.map((ch) => ch.codePointAt(0)!);
  if (start + 1 >= codes.length) return 1;
  const step = codes[start + 1] - codes[start];
  if (Math.abs(step) > 1) return 1;
  let end = start + 2;
  while (end < codes.length && codes[end] - codes[end - 1] === step) end++;
  return end - start;
}

/** How many characters from `start` follow one another on a keyboard line (qwer, lkjh, 1qaz). */
function keyboardRun(lower: string[], start: number): number {
  let longest = 1;
  for (const line of KEYBOARD_LINES) {
    let at = line.indexOf(lower[start]);
    if (at < 0) continue;
    let length = 1;
    while (start + length < lower.length && line[at + 1] === lower[start + length]) {
      at++;
      length++;
    }
    longest = Math.max(longest, length);
  }
  return longest;
}

/**
 * For each position, the longest stretch from there that was already written earlier (it may
 * overlap its original, as `aaaa` repeats `a`).
 */
function longestEarlierMatch(chars: string[]): number[] {
  const n = chars.length;
  const longest = Array<number>(n).fill(0);
  // common[k][i]: how far chars from k and from i agree; filled from the end.
  let next = Array<number>(n + 1).fill(0);
  for (let k = n - 1; k >= 0; k--) {
    const row = Array<number>(n + 1).fill(0);
    for (let i = n - 1; i > k; i--) {
      if (chars[k] === chars[i]) row[i] = next[i + 1] + 1;
      longest[i] = Math.max(longest[i], Math.min(row[i], n - i));
    }
    next = row;
  }
  return longest;
}

/**
 * Words with separators (`replace-me-with-…`, `my secret key 2026`), or capitalised words run
 * together (`ReplaceMeWithSecret`): a random key almost never looks like either.
 */
function isPhraseLike(text: string): boolean {
  const segments = text.split(/[\s._-]+/).filter(Boolean);
  // Each segment written as words are (small, Capitalised or CAPITALS): random base64url
  // splits at its - and _ into segments of mixed case.
  if (segments.length >= 3 && segments.every((s) => /^(?:[a-z]+|[A-Z][a-z]*|[A-Z]+|\d+)$/.test(s)))
    return true;
  const letters = text.match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])/g) ?? [];
  const lettersLength = letters.join('').length;
  return (
    letters.length >= 3 &&
    letters.every((w) => /^[A-Z][a-z]+$/.test(w)) &&
    lettersLength >= 0.75 * text.length
  );
}

/**
 * A run of letters that reads like a word: five or more, two in five of them vowels, never
 * three consonants together. Random letters rarely do (y counts as a consonant here: with it
 * as a vowel, runs such as `tyryyg` of random base64 read as words).
 */
function isWordLike(token: string): boolean {
  const vowels = token.match(/[aeiou]/gi)?.length ?? 0;
  return WORD.test(token) && vowels >= 0.4 * token.length && !/[^aeiou]{3}/i.test(token);
}

function alphabetSize(chars: string[]): number {
  let size = 0;
  if (chars.some((c) => /[a-z]/.test(c))) size += 26;
  if (chars.some((c) => /[A-Z]/.test(c))) size += 26;
  if (chars.some((c) => /[0-9]/.test(c))) size += 10;
  if (chars.some((c) => /[^A-Za-z0-9]/.test(c))) size += 33;
  return size;
}
