import { SMTPServer } from 'smtp-server';
import { flushPendingMail } from '../email/deliver-in-background';
import type { MailMessage } from '../email/mailer';
import type { TestServer } from './test-server';

/** A mailbox the tests read: messages captured from a test server or received over SMTP. */
export interface TestInbox<T> {
  messages: T[];
  /** Resolves with the newest message to an address, waiting up to timeoutMs. */
  waitFor(to: string, timeoutMs?: number): Promise<T>;
}

/** Polls a list for a matching item. */
async function waitForItem<T>(items: T[], match: (item: T) => boolean, what: string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = [...items].reverse().find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Replaces a test server's mailer with an in-memory inbox (the server sends mail in the background).
 * @param server - a started test server
 * @returns the inbox
 */
export function captureMail(server: TestServer): TestInbox<MailMessage> {
  const messages: MailMessage[] = [];
  server.deps.mailer.send = async (message) => {
    messages.push(message);
  };
  return {
    messages,
    waitFor: (to, timeoutMs = 5_000) => waitForItem(messages, (m) => m.to === to.toLowerCase(), `to ${to}`, timeoutMs),
  };
}

/**
 * Waits until a test server has sent every mail it started sending (mail goes out in the
 * background, after the answer): then the inbox holds all the mail those requests caused, and a
 * test can say exactly what arrived, and what did not, without sleeping.
 * @param server - a started test server
 */
export async function mailSent(server: Pick<TestServer, 'deps'>): Promise<void> {
  await flushPendingMail(server.deps.mailer, 10_000);
}

/** A received mail, decoded. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/**
 * Starts a local SMTP server (smtp-server) that keeps every message it receives, for the SMTP path.
 * @returns its port, the inbox and a close function
 */
export async function startSmtpSink(): Promise<TestInbox<ReceivedMail> & { port: number; close(): Promise<void> }> {
  const messages: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        messages.push({ to, raw, ...parseMime(raw) });
        callback();
      });
    },
  });
  // A client that drops its connection must not crash the test run.
  smtp.on('error', () => undefined);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    messages,
    waitFor: (to, timeoutMs = 10_000) =>
      waitForItem(messages, (m) => m.to.toLowerCase() === to.toLowerCase(), `to ${to}`, timeoutMs),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_w, enc: string, data: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** Decodes a quoted-printable body as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const input = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i++) {
    if (input[i] === '=' && /^[0-9A-F]{2}$/i.test(input.slice(i + 1, i + 3))) {
      bytes.push(parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Splits a MIME entity into unfolded headers and body. */
function splitEntity(entity: string): { headers: Record<string, string>; body: string } {
  const at = entity.search(/\r?\n\r?\n/);
  const head = at < 0 ? entity : entity.slice(0, at);
  const body = at < 0 ? '' : entity.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** Decodes one leaf part's body by its transfer encoding. */
function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/**
 * A small MIME reader for the mails the server sends: subject, text part and HTML part.
 * @param raw - the RFC 822 message
 * @returns the decoded subject and parts
 */
export function parseMime(raw: string): { subject: string; text: string; html: string } {
  const out = { subject: '', text: '', html: '' };
  const walk = (entity: string): void => {
    const { headers, body } = splitEntity(entity);
    const type = (headers['content-type'] ?? 'text/plain').toLowerCase();
    const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
    if (type.startsWith('multipart/') && boundary) {
      for (const part of body.split(`--${boundary}`).slice(1)) {
        if (part.startsWith('--')) break;
        walk(part.replace(/^\r?\n/, ''));
      }
    } else if (type.startsWith('text/html')) out.html = decodeBody(headers, body);
    else if (type.startsWith('text/plain')) out.text = decodeBody(headers, body);
  };
  out.subject = decodeHeader(splitEntity(raw).headers.subject ?? '');
  walk(raw);
  return out;
}
