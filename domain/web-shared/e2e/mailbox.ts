import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import pg from 'pg';

/** An email the backend's local outbox mailer kept (GET /api/dev/mailbox, local profile only). */
export interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The link of a verification email (the API's GET /verify-email?token=...). */
export const VERIFY_EMAIL_LINK = /https?:\/\/[^\s"'<>]*verify-email\?token=[^\s"'<>]+/;

/**
 * The emails to `to` in the dev mailbox of the run's backend at `apiOrigin` ('' when it is the page's origin, the
 * shop's case), newest first; none while the backend answers with an error.
 */
export async function readMailbox(
  request: APIRequestContext,
  to: string,
  apiOrigin = '',
): Promise<MailboxEntry[]> {
  const response = await request.get(`${apiOrigin}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  if (!response.ok()) return [];
  return (await response.json()) as MailboxEntry[];
}

/** The first match of `pattern` in the newest email that has one (its text, else its HTML). */
export function firstMatch(entries: MailboxEntry[], pattern: RegExp): string | undefined {
  for (const entry of entries) {
    const match = pattern.exec(entry.text) ?? pattern.exec(entry.html);
    if (match) return match[0];
  }
  return undefined;
}

/**
 * The run's database: the backend's embedded PostgreSQL with its data in `dataDir` (the password file initdb wrote
 * there) on `port`, for what a journey cannot see through the app.
 */
export async function withEmbeddedDb<T>(
  dataDir: URL | string,
  port: number,
  body: (db: pg.Client) => Promise<T>,
): Promise<T> {
  const passwordFile =
    typeof dataDir === 'string' ? `${dataDir}/postgres.password` : new URL('postgres.password', dataDir);
  const db = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password: readFileSync(passwordFile, 'utf8').trim(),
    database: 'petart',
  });
  await db.connect();
  try {
    return await body(db);
  } finally {
    await db.end();
  }
}
