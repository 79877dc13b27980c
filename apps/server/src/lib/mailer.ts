import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '@/db/database';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/** Sends mail through SMTP when configured; otherwise keeps it in the outbox admins can read. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(db: Database, smtpUrl: string | undefined, from: string): Mailer {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail) {
      if (transport) {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body });
        return;
      }
      await db
        .insertInto('outbox_mail')
        .values({ to_email: mail.to, subject: mail.subject, body: mail.body })
        .execute();
    },
  };
}
