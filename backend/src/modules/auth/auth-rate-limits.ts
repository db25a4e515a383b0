import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter.service';

const MINUTE = 60_000;

/** The sign-in, registration and email-link limits (before RATE_LIMIT_SCALE; the table in docs/product.md). */
export const AUTH_RATE_LIMITS = {
  loginPerIpEmail: { name: 'login:ip-email', limit: 10, windowMs: 15 * MINUTE },
  loginPerIp: { name: 'login:ip', limit: 50, windowMs: 15 * MINUTE },
  registerPerIp: { name: 'register:ip', limit: 5, windowMs: 60 * MINUTE },
  emailLinkPerEmail: { name: 'email-link:email', limit: 3, windowMs: 15 * MINUTE },
  emailLinkPerIp: { name: 'email-link:ip', limit: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;
