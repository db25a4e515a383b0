/**
 * The order number people read aloud, type and print: `PA-7K3M9X`. Six characters from an alphabet without the
 * characters a font or a voice confuses (0/O, 1/I/L, U/V), so `PA-7K3M9X` reads the same in the shop, the admin's
 * font, an email and on the phone. The order's hash stays its URL; the number is for people.
 */
export const ORDER_NUMBER_PREFIX = 'PA';

/** Digits 2-9 and the letters without I, L, O, U (Crockford-style): 30 characters. */
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Characters after the prefix: 30^6, about 729 million numbers. */
export const ORDER_NUMBER_LENGTH = 6;

/** Longest accepted input (the stored column is this long): `PA-` and the characters. */
export const ORDER_NUMBER_MAX_LENGTH = ORDER_NUMBER_PREFIX.length + 1 + ORDER_NUMBER_LENGTH;

const CODE = new RegExp(`^[${ORDER_NUMBER_ALPHABET}]{${ORDER_NUMBER_LENGTH}}$`);

/**
 * A new random order number; `randomInt(n)` returns a uniformly random integer in [0, n) (the backend passes
 * node:crypto's randomInt). Uniqueness is the database's (unique index; the caller retries on a collision).
 */
export function newOrderNumber(randomInt: (maxExclusive: number) => number): string {
  let code = '';
  for (let i = 0; i < ORDER_NUMBER_LENGTH; i += 1) {
    code += ORDER_NUMBER_ALPHABET.charAt(randomInt(ORDER_NUMBER_ALPHABET.length));
  }
  return `${ORDER_NUMBER_PREFIX}-${code}`;
}

/**
 * The order number in `input` as stored and shown (`PA-7K3M9X`), or null when `input` is not one. Accepts what
 * people type: any case, with or without the `PA` prefix, a dash or space after it, surrounding spaces and a
 * leading '#'.
 */
export function parseOrderNumber(input: string): string | null {
  const compact = input
    .trim()
    .replace(/^#/, '')
    .toUpperCase()
    .replace(/[\s-]+/g, '');
  const code =
    compact.length === ORDER_NUMBER_PREFIX.length + ORDER_NUMBER_LENGTH &&
    compact.startsWith(ORDER_NUMBER_PREFIX)
      ? compact.slice(ORDER_NUMBER_PREFIX.length)
      : compact;
  return CODE.test(code) ? `${ORDER_NUMBER_PREFIX}-${code}` : null;
}

/** True when `value` is an order number exactly as stored and shown (`PA-7K3M9X`). */
export function isOrderNumber(value: string): boolean {
  return parseOrderNumber(value) === value;
}
