import { CLAIM_STATES } from '@petart/domain';
import { claimStatusEmail, reprintShippedEmail } from './claim-status.email';

const base = {
  orderNumber: 'PA-7KX2QM',
  customerName: 'Ada',
  orderUrl: 'https://petart.example/app/order-confirmation/abc',
  supportEmail: 'help@petart.example',
};

describe('claim emails', () => {
  it('names the order and the state, says what happens next and links back to the order page, for every state', () => {
    for (const state of CLAIM_STATES) {
      const mail = claimStatusEmail({ ...base, state });
      expect(mail.subject).toMatch(/^Your report on PetArt order PA-7KX2QM: /);
      expect(mail.text).toContain(base.orderUrl);
      expect(mail.html).toContain(base.orderUrl);
    }
  });

  it("carries staff's question, the decline reason and the refund amount with the 5-10 days promise", () => {
    expect(
      claimStatusEmail({ ...base, state: 'waiting_for_customer', message: 'Photo of the box?' }).text,
    ).toContain('Photo of the box?');
    expect(claimStatusEmail({ ...base, state: 'declined', message: 'Not a print fault.' }).text).toContain(
      'Not a print fault.',
    );
    const refund = claimStatusEmail({ ...base, state: 'approved_refund', refundCents: 1250 }).text;
    expect(refund).toContain('$12.50');
    expect(refund).toContain('5-10 business days');
    expect(claimStatusEmail({ ...base, state: 'received', answered: true }).text).toContain(
      'thank you for your answer',
    );
  });

  it('tells of a shipped reprint with its tracking link', () => {
    const mail = reprintShippedEmail({ ...base, trackingUrl: 'https://track.example/PA1' });
    expect(mail.subject).toBe('Your reprint of PetArt order PA-7KX2QM is on its way');
    expect(mail.text).toContain('https://track.example/PA1');
  });
});
