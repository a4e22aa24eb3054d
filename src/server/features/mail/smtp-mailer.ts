import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

const SEND_TIMEOUT_MS = 15_000;

/** Delivers through the operator's SMTP server (SMTP_URL), e.g. smtps://user:pass@mail.example.org. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // Nodemailer's defaults wait minutes; a stuck mail server must not hold a sign-up that long.
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: SEND_TIMEOUT_MS,
      greetingTimeout: SEND_TIMEOUT_MS,
      socketTimeout: SEND_TIMEOUT_MS,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  }

  close(): Promise<void> {
    this.transport.close();
    return Promise.resolve();
  }
}
