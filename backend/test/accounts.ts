import { randomUUID } from 'node:crypto';
import { JobQueue } from '../src/platform/jobs/job-queue';
import type { TestApp } from './create-test-app';

/** Helpers for suites that need accounts (register, read the dev mailbox, verify, log in). */
export interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export const uniqueEmail = (prefix = 'user'): string => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** The outbox emails to one address, newest first, once background jobs (verification, reset) have run. */
export async function mailbox(t: TestApp, to: string): Promise<MailboxEntry[]> {
  await t.app.get(JobQueue).idle();
  const res = await t.request.get('/api/dev/mailbox').query({ to });
  if (res.status !== 200) throw new Error(`dev mailbox answered ${res.status}`);
  return res.body as MailboxEntry[];
}

/** The token of the newest email to `to` whose link matches `pattern` (group 1 = token). */
export async function tokenFromMail(t: TestApp, to: string, pattern: RegExp): Promise<string> {
  const [latest] = await mailbox(t, to);
  const match = latest?.text.match(pattern);
  if (!match?.[1]) throw new Error(`No token matching ${String(pattern)} in the mail to ${to}`);
  return decodeURIComponent(match[1]);
}

export const VERIFY_LINK = /\/api\/auth\/verify-email\?token=([A-Za-z0-9_%-]+)/;
export const RESET_LINK = /\/auth\/reset-password\/([A-Za-z0-9_%-]+)/;

/** The whole Set-Cookie line a response sends for a cookie, if any. */
export function setCookieLine(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  const raw = res.headers['set-cookie'];
  const cookies = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  return cookies.find((c) => c.startsWith(`${name}=`));
}

/** The refresh cookie value from a response, if it sets one. */
export function refreshCookie(res: { headers: Record<string, unknown> }): string | undefined {
  return setCookieLine(res, 'petart_refresh')?.split(';')[0]?.slice('petart_refresh='.length);
}

/** Registers, follows the verification link and logs in; returns the access token and refresh cookie. */
export async function createVerifiedUser(
  t: TestApp,
  email = uniqueEmail(),
  password = 'correct-horse-1',
): Promise<{ email: string; password: string; authToken: string; refresh: string; userId: string }> {
  const reg = await t.request.post('/api/register').send({ email, password });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${JSON.stringify(reg.body)}`);
  const token = await tokenFromMail(t, email, VERIFY_LINK);
  await t.request.get('/api/auth/verify-email').query({ token });
  const login = await t.request.post('/api/login').send({ email, password });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const body = login.body as { authToken: string; user: { id: string } };
  return {
    email,
    password,
    authToken: body.authToken,
    refresh: refreshCookie(login) ?? '',
    userId: body.user.id,
  };
}
