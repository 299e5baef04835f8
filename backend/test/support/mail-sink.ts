// A real SMTP server on 127.0.0.1 (the smtp-server package) that keeps every message it is given,
// and a small MIME reader for what nodemailer writes (multipart/alternative, 7bit, QP or base64).
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { freePort } from './built-backend.js';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** RCPT TO addresses, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  html: string;
  text: string;
  raw: string;
  headers: Map<string, string>;
}

export interface MailSink {
  url: string;
  messages: CaughtMail[];
  /** Resolves once `count` messages have arrived (or rejects after `ms`). */
  waitFor(count: number, ms?: number): Promise<void>;
  close(): Promise<void>;
}

export interface MailSinkOptions {
  /** An SMTP reply code to refuse a recipient with (550 refused, 451 try later), or null to accept. */
  refuse?: (address: string) => number | null;
  /** Milliseconds the sink takes to accept each message (a slow provider). */
  delayMs?: number;
}

export async function startMailSink(options: MailSinkOptions = {}): Promise<MailSink> {
  const messages: CaughtMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    maxClients: 50,
    onRcptTo(address, _session, callback) {
      const code = options.refuse?.(address.address.toLowerCase()) ?? null;
      if (code === null) return callback();
      const error = new Error(
        code >= 500 ? 'Mailbox unavailable: recipient refused' : 'Try again later',
      ) as Error & { responseCode: number };
      error.responseCode = code;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => void finish());
      const finish = async () => {
        if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          ...readMessage(raw),
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw,
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      };
    },
  });
  // A client killed mid-session (a SIGKILLed replica) resets its connection: smtp-server reports
  // that as an 'error' event, which unheard would fail the whole test file.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(count, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} messages, got ${messages.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A port on 127.0.0.1 where nothing listens: connecting to it is refused at once. From this jest
 * worker's own block (built-backend's freePort), where another worker's listen(0) never lands.
 */
export const closedPort = (): Promise<number> => freePort();

/** A server that accepts connections and never says a word (no SMTP greeting). */
export async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const soft = part.body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
        bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return part.body;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=). */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
              String.fromCharCode(parseInt(hex, 16)),
            ),
          'latin1',
        ).toString('utf8'),
  );
}

function collect(part: Part, into: { html: string; text: string }): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collect(splitPart(section.replace(/^\r?\n/, '')), into);
    }
    return;
  }
  if (/^text\/html/i.test(type)) into.html += decodeBody(part);
  else if (/^text\/plain/i.test(type)) into.text += decodeBody(part);
}

export function readMessage(
  raw: string,
): Pick<CaughtMail, 'subject' | 'html' | 'text' | 'headers'> {
  const top = splitPart(raw);
  const parts = { html: '', text: '' };
  collect(top, parts);
  return {
    headers: top.headers,
    subject: decodeHeader(top.headers.get('subject') ?? ''),
    ...parts,
  };
}
