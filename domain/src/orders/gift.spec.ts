import { describe, expect, it } from 'vitest';
import { GIFT_LIMITS, GIFT_MESSAGES, giftSummary, normaliseGift, validateGift } from './gift';

const valid = { recipientName: 'Sam Rivera', recipientEmail: 'sam@example.com', message: 'Happy birthday!' };

describe('normaliseGift', () => {
  it('composes accents, joins spaces in the name, lower-cases the email and tidies the message lines', () => {
    expect(
      normaliseGift({
        recipientName: '  Zoe\u0301   Martin ',
        recipientEmail: ' Zoe@Example.COM ',
        message: '\r\n\nDear Zoé,  \r\nHappy birthday!\rLove\n\n',
      }),
    ).toEqual({
      recipientName: 'Zoé Martin',
      recipientEmail: 'zoe@example.com',
      message: 'Dear Zoé,\nHappy birthday!\nLove',
    });
  });

  it('leaves what is not printable for the validator to refuse', () => {
    expect(normaliseGift({ message: 'a\tb' }).message).toBe('a\tb');
  });
});

describe('validateGift', () => {
  it('accepts a name, an email and a message, and no message at all', () => {
    expect(validateGift(valid)).toEqual({});
    expect(validateGift({ ...valid, message: '' })).toEqual({});
    expect(validateGift({ ...valid, message: undefined })).toEqual({});
  });

  it('asks for the recipient name and email', () => {
    expect(validateGift({ recipientName: '   ', recipientEmail: '', message: '' })).toEqual({
      giftRecipientName: GIFT_MESSAGES.recipientNameRequired,
      giftRecipientEmail: GIFT_MESSAGES.recipientEmailRequired,
    });
  });

  it('takes a name of 1 to 100 characters, counted as people count them', () => {
    expect(validateGift({ ...valid, recipientName: 'S' })).toEqual({});
    expect(validateGift({ ...valid, recipientName: 'é'.repeat(100) })).toEqual({});
    expect(validateGift({ ...valid, recipientName: 'e\u0301'.repeat(100) })).toEqual({});
    expect(validateGift({ ...valid, recipientName: 'x'.repeat(101) })).toEqual({
      giftRecipientName: 'Recipient name must be 100 characters or less',
    });
  });

  it('refuses an email without a plausible shape, and one too long', () => {
    for (const email of ['sam', 'sam@', 'sam@example', 'sam @example.com', 'sam@exa\u0000mple.com'])
      expect(validateGift({ ...valid, recipientEmail: email }).giftRecipientEmail).toBe(
        GIFT_MESSAGES.recipientEmailInvalid,
      );
    const long = `${'a'.repeat(GIFT_LIMITS.recipientEmail)}@example.com`;
    expect(validateGift({ ...valid, recipientEmail: long }).giftRecipientEmail).toBe(
      GIFT_MESSAGES.recipientEmailTooLong,
    );
  });

  it('takes a message of up to 300 characters, line breaks included', () => {
    expect(validateGift({ ...valid, message: 'x'.repeat(300) })).toEqual({});
    expect(validateGift({ ...valid, message: '🐶'.repeat(300) })).toEqual({});
    expect(validateGift({ ...valid, message: 'x'.repeat(301) })).toEqual({
      giftMessage: 'Gift message must be 300 characters or less',
    });
    expect(validateGift({ ...valid, message: `${'x'.repeat(150)}\n${'y'.repeat(150)}` })).toEqual({
      giftMessage: GIFT_MESSAGES.messageTooLong,
    });
  });

  it('takes at most 8 lines; blank lines at the ends do not count', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n');
    expect(validateGift({ ...valid, message: lines(8) })).toEqual({});
    expect(validateGift({ ...valid, message: `\n\n${lines(8)}\n\n` })).toEqual({});
    expect(validateGift({ ...valid, message: lines(9) })).toEqual({
      giftMessage: 'Gift message can have at most 8 lines',
    });
    expect(validateGift({ ...valid, message: lines(8).replace('\n', '\r\n\r\n') })).toEqual({
      giftMessage: GIFT_MESSAGES.messageTooManyLines,
    });
  });

  it('refuses control and invisible characters, but not emoji built with joiners', () => {
    for (const bad of [
      'a\u0000b',
      'tab\there',
      'bell\u0007',
      'esc\u001b[31m',
      'rtl\u202Eevil',
      'zero\u200Bwidth',
      'sep\u2028x',
      'priv\uE000',
    ])
      expect(validateGift({ ...valid, message: bad }).giftMessage).toBe(GIFT_MESSAGES.messageNotPrintable);
    expect(validateGift({ ...valid, message: 'From all of us 👨‍👩‍👧 ❤️' })).toEqual({});
  });

  it('refuses a line break or a control character in the name', () => {
    for (const bad of ['Sam\nRivera', 'Sam\u0000', 'Sam\u202E'])
      expect(validateGift({ ...valid, recipientName: bad }).giftRecipientName).toBe(
        GIFT_MESSAGES.recipientNameNotPrintable,
      );
  });

  it('does not refuse markup: it is shown as text everywhere', () => {
    expect(validateGift({ ...valid, recipientName: '<b>Sam</b>', message: '<3 <script>x</script>' })).toEqual(
      {},
    );
  });
});

describe('giftSummary', () => {
  it('says whom the gift is for and its message on one line', () => {
    expect(giftSummary({ recipientName: 'Sam', message: 'Happy birthday!\nLove, Ada' })).toBe(
      'Gift for Sam — message: Happy birthday! / Love, Ada',
    );
    expect(giftSummary({ recipientName: 'Sam', message: '' })).toBe('Gift for Sam');
  });
});
