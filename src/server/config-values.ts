/**
 * Values a production shop cannot run with although they are set: what a seller copied from
 * the examples (`.env.example`, the README's `/etc/shop.env`) and never replaced, and values
 * that cannot be real (a Stripe key cut short). Each would let the shop start and every
 * checkout, e-mail or legal page fail, so production refuses them, one line per variable.
 */

/** Variables whose value is never shown in a message: it is, or holds, a password or key. */
const SECRET_VALUES = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'GOOGLE_CLIENT_SECRET',
  'S3_SECRET_ACCESS_KEY',
]);

/**
 * Variables left to their own rules: the secret is judged by its strength, and the rest are
 * choices or numbers that no example can leave wrong.
 */
const NOT_JUDGED = new Set(['NODE_ENV', 'SESSION_SECRET', 'PORT', 'DATA_DIR', 'LOG_LEVEL']);

/**
 * Values the example files give that only an example has: the exact text, per variable. The
 * other example values are caught by the rules below (an ellipsis, an example domain).
 */
const EXAMPLE_VALUES: Record<string, string[]> = {
  // Loopback is allowed in production for a trial behind a tunnel or a test, but not this one:
  // it is what `cp .env.example .env` leaves.
  PUBLIC_URL: ['http://localhost:3000'],
};

/**
 * Domains reserved for examples and tests (RFC 2606 and RFC 6761): nobody receives mail or
 * serves a shop there.
 */
const EXAMPLE_DOMAIN =
  /(?:^|\.)(?:example\.(?:com|net|org)|[a-z0-9-]+\.(?:example|invalid|test))$/i;

/** Words people write where a value still has to go. */
const PLACEHOLDER_WORD =
  /(?:^|[^a-z])(?:change[-_ ]?me|replace[-_ ]?me|your[-_ ]?(?:shop|domain|password|key|secret)|placeholder)(?:$|[^a-z])/i;

/** What is left of a Stripe key or signing secret copied with too few characters. */
const STRIPE_SHAPES: Record<string, { pattern: RegExp; what: string }> = {
  STRIPE_SECRET_KEY: {
    pattern: /^(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{20,}$/,
    what: 'a whole Stripe secret key: sk_live_ followed by the characters the dashboard shows (about 100)',
  },
  STRIPE_WEBHOOK_SECRET: {
    pattern: /^whsec_[A-Za-z0-9+/=]{20,}$/,
    what: "the webhook endpoint's whole signing secret: whsec_ followed by its characters (about 32)",
  },
};

/** The host names and mail domains inside a value (an address, a URL, an e-mail list). */
function domainsIn(value: string): string[] {
  return value
    .split(/[^A-Za-z0-9.-]+/)
    .map((part) => part.replace(/^\.+|\.+$/g, ''))
    .filter((part) => part.includes('.') && /[A-Za-z]/.test(part));
}

/** What is wrong with one production value, or null. */
function problemOf(name: string, value: string): string | null {
  const shown = SECRET_VALUES.has(name) ? '' : ` ("${value.slice(0, 80)}")`;
  if (value.includes('…') || value.includes('...')) {
    const around = /^(?:…|\.\.\.)$/.test(value) ? '' : shown;
    return `${name}: still holds the example's placeholder "…"${around}: put the real value in`;
  }
  if (PLACEHOLDER_WORD.test(value))
    return `${name}: still holds a placeholder${shown}: put the real value in`;
  if (EXAMPLE_VALUES[name]?.includes(value))
    return `${name}: is the example configuration's value${shown}: put the real value in`;
  const domain = domainsIn(value).find((d) => EXAMPLE_DOMAIN.test(d));
  if (domain)
    return `${name}: ${domain} is an example domain, which nobody can reach: use the shop's real one`;
  const shape = STRIPE_SHAPES[name];
  if (shape && !shape.pattern.test(value))
    return `${name}: cut short or not a Stripe value: it must be ${shape.what}`;
  return null;
}

/**
 * The production values that are placeholders or cannot be real, one line per variable, among
 * the variables the shop reads (`known`); every other variable of the environment is not ours.
 */
export function exampleValueProblems(
  env: Record<string, string | undefined>,
  known: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || !known.has(name) || NOT_JUDGED.has(name)) continue;
    const problem = problemOf(name, value.trim());
    if (problem) problems.push(problem);
  }
  return problems;
}

/**
 * Free-mail domains: their mail servers publish rules (SPF, DMARC) that make other servers
 * reject or file as spam a message in their name sent from anywhere else, such as this shop.
 */
const FREE_MAIL =
  /^(?:gmail\.com|googlemail\.com|yahoo\.[a-z.]+|ymail\.com|outlook\.[a-z.]+|hotmail\.[a-z.]+|live\.[a-z.]+|msn\.com|gmx\.[a-z.]+|web\.de|t-online\.de|freenet\.de|icloud\.com|me\.com|mac\.com|aol\.[a-z.]+|libero\.it|virgilio\.it|orange\.fr|free\.fr|laposte\.net|proton\.me|protonmail\.com|mail\.ru|yandex\.[a-z.]+|zoho\.com)$/i;

/** The free-mail domain of an address (with or without a display name), or null. */
export function freeMailDomain(address: string): string | null {
  const bare = /<([^>]+)>\s*$/.exec(address)?.[1] ?? address.trim();
  const domain = bare.slice(bare.lastIndexOf('@') + 1).toLowerCase();
  return bare.includes('@') && FREE_MAIL.test(domain) ? domain : null;
}
