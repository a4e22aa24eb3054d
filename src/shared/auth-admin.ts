import { z } from 'zod';
import type { MailDelivery } from './public-config';

export const ADMIN_PAGE_SIZE_DEFAULT = 50;
export const ADMIN_PAGE_SIZE_MAX = 200;

/** ?page=1&pageSize=50 on the admin lists; pages count from 1. */
export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_PAGE_SIZE_MAX)
    .default(ADMIN_PAGE_SIZE_DEFAULT),
});

export interface AdminPage<Item> {
  items: Item[];
  page: number;
  pageSize: number;
  total: number;
}

export interface AdminUserSummary {
  uid: string;
  email: string;
  emailVerified: boolean;
  username: string;
  disabled: boolean;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null before the first sign-in. */
  lastSignInAt: string | null;
  trackedCount: number;
}

export interface AdminOutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** The action link the mail carries, if any. */
  link: string | null;
  /** ISO 8601. */
  createdAt: string;
}

export interface AdminStats {
  users: number;
  verifiedUsers: number;
  trackedTitles: number;
  /** Which catalogue source answers: 'offline' or 'tmdb'. */
  catalogueProvider: string;
  /** 'outbox': no SMTP server, so mail waits on the admin page and the admin verifies users. */
  mailDelivery: MailDelivery;
}
