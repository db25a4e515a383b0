import { brandColors } from '@petart/domain';
import { renderActionEmail } from './layout';
import { verificationEmail } from './verification.template';

describe('email layout', () => {
  const email = renderActionEmail({
    subject: 'Subject',
    heading: 'Heading',
    paragraphs: ['Body'],
    actionLabel: 'Act',
    actionUrl: 'https://shop.example/go',
    note: 'Note',
    supportEmail: 'help@shop.example',
  });

  it("uses the shop's own colours (the MUI theme's rust, cream and ink), not the old purple", () => {
    expect(email.html).toContain(`background:${brandColors.coral}`);
    expect(email.html).toContain(`color:${brandColors.coral}`);
    expect(email.html).toContain(`background:${brandColors.cream}`);
    expect(email.html).toContain(`color:${brandColors.ink}`);
    expect(email.html.toLowerCase()).not.toMatch(/#6d28d9|#f5f3ff/);
  });

  it('the verification email states the link lifetime and that it signs the customer in', () => {
    const mail = verificationEmail({
      verifyUrl: 'https://shop.example/v',
      supportEmail: 'help@shop.example',
    });
    expect(mail.text).toContain('This link expires in 1 hour and can be used once');
    expect(mail.html).toContain(`background:${brandColors.coral}`);
  });
});
