import nodemailer from 'nodemailer';
import type { Db } from '../db/database';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The links the text carries (the outbox lists them so tests and developers can follow them). */
  links: string[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer when SMTP_URL is set. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}

/** Without SMTP: every mail is kept in the database and printed with its links (local development). */
export function outboxMailer(db: Db, print: (line: string) => void): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await db
        .insertInto('outbox')
        .values({ recipient: mail.to, subject: mail.subject, text: mail.text, links: JSON.stringify(mail.links) })
        .execute();
      print(`[outbox] to ${mail.to}: ${mail.subject}${mail.links.map((link) => `\n  ${link}`).join('')}`);
    },
    close: () => undefined,
  };
}
