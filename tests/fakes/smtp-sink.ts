import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/**
 * A real SMTP server on a free loopback port that keeps every message it receives, for tests
 * that send mail through the shop's own transport (SMTP_URL=sink.url).
 */
interface ReceivedMail {
  envelope: { from: string; to: string[] };
  /** The message exactly as transmitted. */
  raw: string;
  /** Decoded headers, names in lower case. */
  headers: Record<string, string>;
  subject: string;
  from: string;
  to: string;
  messageId: string;
  text: string;
  html: string | null;
}

export interface SmtpSink {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /**
   * While on, every connection is answered 421 (service not available), as in an outage.
   * Independently, recipients starting with "bounce" are always refused with 550.
   */
  refuse(on: boolean): void;
  /** The MAIL FROM and RCPT TO lines as sent, in order. */
  commands: string[];
  /** Resolves with the first message (already received or arriving) that matches. */
  waitFor(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  clear(): void;
  stop(): Promise<void>;
}

export interface SmtpSinkOptions {
  /**
   * Whether the server offers SMTPUTF8 (RFC 6531). Without it, like a strict real server, it
   * refuses a recipient with letters beyond ASCII (553) unless MAIL FROM said SMTPUTF8.
   */
  smtpUtf8?: boolean;
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const smtpUtf8 = options.smtpUtf8 ?? true;
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusing = false;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    hideSMTPUTF8: !smtpUtf8,
    onConnect(_session, callback) {
      if (!refusing) return callback();
      const err = Object.assign(new Error('Service temporarily unavailable'), {
        responseCode: 421,
      });
      callback(err);
    },
    // A recipient whose local part starts with "bounce" is refused for good (550).
    onRcptTo(address, session, callback) {
      const mailFrom = session.envelope.mailFrom;
      const saidUtf8 = Boolean(mailFrom && (mailFrom.args as Record<string, unknown>)?.SMTPUTF8);
      // The server hands the domain over decoded from punycode; the local part is as sent.
      const local = address.address.slice(0, address.address.lastIndexOf('@'));
      // eslint-disable-next-line no-control-regex
      if (/[^\x00-\x7f]/.test(local) && !(smtpUtf8 && saidUtf8)) {
        const err = new Error('5.6.7 Internationalized address needs SMTPUTF8');
        return callback(Object.assign(err, { responseCode: 553 }));
      }
      if (!/^bounce/i.test(address.address)) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const address = (a: SMTPServerAddress | false) => (a ? a.address : '');
        messages.push({
          envelope: {
            from: address(session.envelope.mailFrom),
            to: session.envelope.rcptTo.map((r) => r.address),
          },
          ...parseMessage(raw),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });

  // The envelope commands exactly as they came over the wire (the server decodes punycode
  // domains before its hooks see them).
  const commands: string[] = [];
  server.server.on('connection', (socket: import('node:net').Socket) => {
    socket.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\r\n'))
        if (/^(MAIL FROM|RCPT TO):/i.test(line)) commands.push(line);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as { port: number }).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    commands,
    refuse(on) {
      refusing = on;
    },
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    clear() {
      commands.length = 0;
      messages.length = 0;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A small MIME reader, enough for what nodemailer writes: folded headers, RFC 2047 words,
// multipart bodies, quoted-printable and base64.

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(source: string): Part {
  const normalized = source.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(
        line.slice(colon + 1).trim(),
      );
    }
  }
  return { headers, body };
}

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[bBqQ]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_m, charset: string, enc: string, text) => {
      const bytes =
        enc.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : qpBytes(text.replace(/_/g, ' '), false);
      return new TextDecoder(charset).decode(bytes);
    });
}

function qpBytes(text: string, soft = true): Buffer {
  const input = soft ? text.replace(/=\r?\n/g, '') : text;
  const bytes: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(input.slice(i + 1, i + 3))) {
      bytes.push(parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function param(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header ?? '');
  return match?.[1];
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const charset = param(part.headers['content-type'], 'charset') ?? 'utf-8';
  const bytes =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? qpBytes(part.body)
        : Buffer.from(part.body, 'utf8');
  return new TextDecoder(charset).decode(bytes);
}

function leafParts(part: Part): Part[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = param(type, 'boundary');
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`);
  // sections[0] is the preamble; the last one starts with the closing "--".
  return sections
    .slice(1)
    .filter((s) => !s.startsWith('--'))
    .flatMap((s) => leafParts(splitPart(s.replace(/^\n/, ''))));
}

function parseMessage(raw: string): Omit<ReceivedMail, 'envelope'> {
  const root = splitPart(raw);
  const leaves = leafParts(root);
  const ofType = (t: string) =>
    leaves.find((p) => (p.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(t));
  const text = ofType('text/plain');
  const html = ofType('text/html');
  return {
    raw,
    headers: root.headers,
    subject: root.headers['subject'] ?? '',
    from: root.headers['from'] ?? '',
    to: root.headers['to'] ?? '',
    messageId: root.headers['message-id'] ?? '',
    text: text ? decodeBody(text).replace(/\n$/, '') : '',
    html: html ? decodeBody(html) : null,
  };
}
