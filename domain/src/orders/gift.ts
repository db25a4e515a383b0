/**
 * A gift order: the buyer pays, the parcel goes to the checkout's shipping address (usually the recipient's), and the
 * recipient gets an email of their own when it ships, with the buyer's message and no prices. One rule for the
 * checkout form and the API (docs/decisions.md D-274), so both refuse the same input with the same words.
 */
import type { FieldErrors } from '../validation/rules';
import { isValidEmail } from '../validation/validators';

/** The gift details a buyer gives at checkout, normalised ({@link normaliseGift}). */
export interface GiftDetails {
  recipientName: string;
  recipientEmail: string;
  /** Up to {@link GIFT_LIMITS}.messageLines lines joined by "\n"; empty when the buyer wrote none. */
  message: string;
}

/** The checkout form's gift fields (their names in the form and in the API's `errors`). */
export type GiftField = 'giftRecipientName' | 'giftRecipientEmail' | 'giftMessage';

export const GIFT_LIMITS = {
  recipientName: 100,
  recipientEmail: 320,
  /** Characters as people count them (code points after NFC), line breaks included. */
  message: 300,
  /** Lines of the message: a card-sized note, not a letter. */
  messageLines: 8,
} as const;

export const GIFT_MESSAGES = {
  recipientNameRequired: 'Recipient name is required',
  recipientNameTooLong: `Recipient name must be ${GIFT_LIMITS.recipientName} characters or less`,
  recipientNameNotPrintable:
    'Recipient name can only contain printable text (no line breaks or control characters)',
  recipientEmailRequired: 'Recipient email is required',
  recipientEmailInvalid: 'Please enter a valid email address for the recipient',
  recipientEmailTooLong: `Recipient email must be ${GIFT_LIMITS.recipientEmail} characters or less`,
  messageTooLong: `Gift message must be ${GIFT_LIMITS.message} characters or less`,
  messageTooManyLines: `Gift message can have at most ${GIFT_LIMITS.messageLines} lines`,
  messageNotPrintable: 'Gift message can only contain printable text (no control characters)',
} as const;

/**
 * What is never printable text: control characters (Cc), invisible format characters (Cf: bidi overrides that turn
 * text around, zero-width spaces, the byte-order mark) except the zero-width joiners emoji are built with, surrogate
 * halves (Cs), private-use characters (Co) and the Unicode line and paragraph separators (Zl, Zp). The message's own
 * line breaks are "\n", allowed there only.
 */
const NOT_PRINTABLE = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/u;

/** The number of characters as people count them (code points, after NFC). */
function characters(text: string): number {
  return [...text].length;
}

/**
 * The gift as it is stored and checked: accents composed (NFC); the name with its runs of spaces joined and trimmed;
 * the email trimmed and lower-cased; the message with Windows and old Mac line breaks as "\n", each line's trailing
 * spaces dropped and blank lines at its start and end removed. Anything else (tabs, control characters) is left for
 * {@link validateGift} to refuse, never silently removed.
 */
export function normaliseGift(input: {
  recipientName?: string | null;
  recipientEmail?: string | null;
  message?: string | null;
}): GiftDetails {
  const nfc = (value: string | null | undefined) => (value ?? '').normalize('NFC');
  return {
    recipientName: nfc(input.recipientName).replace(/ {2,}/g, ' ').trim(),
    recipientEmail: nfc(input.recipientEmail).trim().toLowerCase(),
    message: nfc(input.message)
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .replace(/^\n+|\n+$/g, ''),
  };
}

function nameError(name: string): string | undefined {
  if (name === '') return GIFT_MESSAGES.recipientNameRequired;
  if (NOT_PRINTABLE.test(name)) return GIFT_MESSAGES.recipientNameNotPrintable;
  if (characters(name) > GIFT_LIMITS.recipientName) return GIFT_MESSAGES.recipientNameTooLong;
  return undefined;
}

function emailError(email: string): string | undefined {
  if (email === '') return GIFT_MESSAGES.recipientEmailRequired;
  if (email.length > GIFT_LIMITS.recipientEmail) return GIFT_MESSAGES.recipientEmailTooLong;
  if (!isValidEmail(email) || NOT_PRINTABLE.test(email)) return GIFT_MESSAGES.recipientEmailInvalid;
  return undefined;
}

function messageError(message: string): string | undefined {
  if (message.split('\n').some((line) => NOT_PRINTABLE.test(line))) return GIFT_MESSAGES.messageNotPrintable;
  if (characters(message) > GIFT_LIMITS.message) return GIFT_MESSAGES.messageTooLong;
  if (message.split('\n').length > GIFT_LIMITS.messageLines) return GIFT_MESSAGES.messageTooManyLines;
  return undefined;
}

/**
 * The gift rule: a recipient name of 1 to 100 characters on one line, a valid recipient email, and an optional
 * message of up to 300 characters on at most 8 lines; printable text only everywhere (see NOT_PRINTABLE). Markup is
 * not refused ("<3" is a fine message): every place that shows the text shows it as text. Checks the values as
 * {@link normaliseGift} leaves them (it is applied here too, so raw form values give the same answer).
 */
export function validateGift(input: {
  recipientName?: string | null;
  recipientEmail?: string | null;
  message?: string | null;
}): FieldErrors<GiftField> {
  const gift = normaliseGift(input);
  const errors: FieldErrors<GiftField> = {};
  const put = (field: GiftField, message: string | undefined) => {
    if (message !== undefined) errors[field] = message;
  };
  put('giftRecipientName', nameError(gift.recipientName));
  put('giftRecipientEmail', emailError(gift.recipientEmail));
  put('giftMessage', messageError(gift.message));
  return errors;
}

/** "Gift for Sam — message: Happy birthday!" as the order pages say it (the message's lines joined by " / "). */
export function giftSummary(gift: Pick<GiftDetails, 'recipientName' | 'message'>): string {
  const message = gift.message.split('\n').join(' / ');
  return `Gift for ${gift.recipientName}${message ? ` — message: ${message}` : ''}`;
}
