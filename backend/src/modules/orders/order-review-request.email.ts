import { renderActionEmail, type RenderedEmail } from '../mail';

/** The email that asks a customer, some days after delivery, to review the prints of an order. */
export function reviewRequestEmail(p: {
  orderNumber: string;
  customerName: string;
  reviewUrl: string;
  supportEmail: string;
}): RenderedEmail {
  return renderActionEmail({
    subject: `How do you like your portrait? (order ${p.orderNumber})`,
    heading: `Hi ${p.customerName}, how is your print?`,
    paragraphs: [
      `Your order ${p.orderNumber} arrived a few days ago. We would love to hear what you think of it.`,
      'Rate it from 1 to 5 stars, write a few lines and, if you like, add up to 3 photos of the print on your wall. ' +
        'Other pet lovers read reviews to choose their style.',
    ],
    actionLabel: 'Write a review',
    actionUrl: p.reviewUrl,
    note: 'Reviews are shown on our site once our team has checked them, with your first name and last initial only.',
    supportEmail: p.supportEmail,
  });
}
