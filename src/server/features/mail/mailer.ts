export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link the mail carries, logged and listed for operators without mail. */
  link: string | null;
  /** The link signs in by itself: logs show it only at debug level. */
  linkSignsIn?: boolean;
  /** Whose mail this is, so deleting the account deletes it too. */
  userId: string | null;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
