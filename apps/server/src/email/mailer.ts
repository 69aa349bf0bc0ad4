import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../env';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'smtp' when SMTP settings are given, 'outbox' for the development mailer. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Creates the mailer: nodemailer over SMTP when SMTP_HOST is set; otherwise the development
 * mailer, which logs each message and writes it as an .eml file to DATA_DIR/outbox/.
 * @param env - the configuration
 * @param log - where the development mailer prints messages
 * @returns a mailer
 */
export function createMailer(env: Env, log: FastifyBaseLogger): Mailer {
  if (env.SMTP_HOST) {
    const transport = nodemailer.createTransport({
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      secure: env.SMTP_SECURE,
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
      tls: env.SMTP_INSECURE_TLS ? { rejectUnauthorized: false } : undefined,
    });
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: env.MAIL_FROM, ...message });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(env.DATA_DIR, 'outbox');
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await builder.sendMail({ from: env.MAIL_FROM, ...message });
      await fs.mkdir(outbox, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, `[dev mailer] ${message.subject}\n${message.text}`);
    },
    close: () => undefined,
  };
}
