import nodemailer, { type Transporter } from 'nodemailer';
import type { Database, Executor } from '@/db/database';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** A stable Message-ID (`<key@host>`), so a mail sent again after a crash is one message. */
  messageId?: string;
}

/** Sends mail through SMTP when configured; otherwise keeps it in the outbox admins can read. */
export interface Mailer {
  /**
   * `executor`: the transaction the outbox row is written in (kept with the caller's own rows,
   * so a retried job neither loses nor doubles it); the mailer's own pool otherwise.
   */
  send(mail: Mail, executor?: Executor): Promise<void>;
}

export function createMailer(db: Database, smtpUrl: string | undefined, from: string): Mailer {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail, executor = db) {
      if (transport) {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.body,
          ...(mail.messageId ? { messageId: mail.messageId } : {}),
        });
        return;
      }
      await executor
        .insertInto('outbox_mail')
        .values({ to_email: mail.to, subject: mail.subject, body: mail.body })
        .execute();
    },
  };
}
