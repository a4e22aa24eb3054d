/** The instance settings the server hands to the browser at start-up. */
export interface PublicConfig {
  /** A public client identifier the API requires in X-Api-Key when the operator sets one. */
  apiKey: string | null;
  projectId: string | null;
  appId: string | null;
  authDomain: string | null;
  botCheckSiteKey: string | null;
  /** 'outbox' when no SMTP server is set: mail then waits in the admin page (decision 206). */
  mailDelivery: MailDelivery;
  /** Whether the server serves posters; without picture hosts every title has its generated cover. */
  pictures: boolean;
}

/** Whether the instance sends mail, or keeps it in its outbox for the administrator. */
export type MailDelivery = 'smtp' | 'outbox';

/**
 * The meta element the server writes the settings into (decision 256), so the page's first
 * API call need not wait for /api/config. Its content is the settings as JSON.
 */
export const PUBLIC_CONFIG_META = 'tsuzuki-config';
