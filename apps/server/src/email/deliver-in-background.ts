import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from './mailer';

const pending = new WeakMap<Mailer, Set<Promise<void>>>();

/**
 * Sends a mail without making the request wait for it. Answers to send-code then take the same
 * time whether or not a mail goes out (known or unknown address) and whatever the SMTP server's
 * latency, so timing tells nothing about which accounts exist. Failures are logged.
 * @param mailer - the mailer
 * @param message - the mail
 * @param log - where failures are logged
 */
export function deliverInBackground(mailer: Mailer, message: MailMessage, log: FastifyBaseLogger): void {
  let set = pending.get(mailer);
  if (!set) {
    set = new Set();
    pending.set(mailer, set);
  }
  const promise: Promise<void> = mailer
    .send(message)
    .catch((err: unknown) => log.error({ err, subject: message.subject }, 'sending a mail failed'))
    .finally(() => set.delete(promise));
  set.add(promise);
}

/**
 * Waits for every mail still being sent (on shutdown, so none is cut off), but not longer than
 * a stop may take: a mail server that does not answer must not keep the process alive.
 * @param mailer - the mailer
 * @param timeoutMs - the longest wait
 */
export async function flushPendingMail(mailer: Mailer, timeoutMs = 3_000): Promise<void> {
  const set = pending.get(mailer);
  if (!set || set.size === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled([...set]),
    new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
  ]);
  clearTimeout(timer);
}
