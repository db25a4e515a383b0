/**
 * Removes secrets from anything about to be written to error_logs: values under secret-looking keys (passwords,
 * tokens, authorization and cookie headers, API keys, card data) are replaced, and secret-looking text inside any
 * string (bearer tokens, JWTs, Stripe and OpenAI keys, card numbers, password=... pairs, signed URL signatures) is
 * masked. Pure and total: cycles, deep nesting and huge strings are cut rather than followed.
 */
export const REDACTED = '[REDACTED]';

/** Keys whose value is never kept (compared without case, dashes or underscores). */
const SECRET_KEY =
  /pass(word|wd|phrase)?$|^pwd$|secret|token|authorization|^auth$|cookie|apikey|privatekey|credential|signature|^sig$|cardnumber|^card$|^pan$|^cvc$|^cvv|^cvn$|securitycode|expmonth|expyear|^exp$|clientsecret|sessionid|otp/;

const TEXT_PATTERNS: readonly (readonly [RegExp, string])[] = [
  // Authorization headers and bearer tokens.
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi, `$1 ${REDACTED}`],
  // JSON Web Tokens (three base64url parts).
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}/g, REDACTED],
  // Stripe (sk_, rk_, whsec_, pi_..._secret_) and OpenAI (sk-...) keys.
  [/\b(sk|rk|pk)_(live|test)_[A-Za-z0-9]{8,}/g, REDACTED],
  [/\bwhsec_[A-Za-z0-9]{8,}/g, REDACTED],
  [/\b(pi|seti)_[A-Za-z0-9]+_secret_[A-Za-z0-9]+/g, REDACTED],
  [/\bsk-[A-Za-z0-9_-]{16,}/g, REDACTED],
  // key=value / "key": "value" pairs with a secret-looking key.
  [
    /\b(password|passwd|pwd|secret|token|api[_-]?key|access[_-]?token|refresh[_-]?token|client[_-]?secret|cvc|cvv)("?\s*[:=]\s*"?)([^"&\s,;}]+)/gi,
    `$1$2${REDACTED}`,
  ],
  // Signed URL signatures (our image URLs, S3 presigned URLs).
  [/([?&](sig|signature|X-Amz-Signature|X-Amz-Credential|token)=)[^&\s"]+/gi, `$1${REDACTED}`],
  // Card numbers: 13-19 digits, optionally in groups of 4 (Luhn-checked below).
  [/\b(?:\d[ -]?){12,18}\d\b/g, '__CARD__'],
];

const MAX_DEPTH = 6;
const MAX_STRING = 20_000;
const MAX_KEYS = 100;

function luhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Masks secret-looking text inside a string. */
export function scrubText(text: string): string {
  let out = text.length > MAX_STRING ? `${text.slice(0, MAX_STRING)}...[truncated]` : text;
  for (const [pattern, replacement] of TEXT_PATTERNS) {
    if (replacement === '__CARD__') {
      out = out.replace(pattern, (match) => {
        const digits = match.replace(/\D/g, '');
        return digits.length >= 13 && digits.length <= 19 && luhn(digits) ? '[CARD REDACTED]' : match;
      });
    } else {
      out = out.replace(pattern, replacement);
    }
  }
  return out;
}

/** True for a key whose value must never be logged. */
export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key.toLowerCase().replace(/[-_\s]/g, ''));
}

/** A deep copy of `value` with secrets removed (see the file comment). */
export function scrubSecrets(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  }
  if (seen.has(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[Truncated]';
  seen.add(value);
  if (Array.isArray(value)) return value.slice(0, MAX_KEYS).map((v) => scrubSecrets(v, depth + 1, seen));
  if (value instanceof Date) return value.toISOString();
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>).slice(0, MAX_KEYS)) {
    out[key] = isSecretKey(key) ? REDACTED : scrubSecrets(v, depth + 1, seen);
  }
  return out;
}
