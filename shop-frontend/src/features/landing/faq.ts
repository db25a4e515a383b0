import { PRINT_FINISHES } from '@petart/domain';

/** The nine FAQ answers, carrying the claims of product.md P1. */
export const FAQ_ITEMS: readonly { question: string; answer: string }[] = [
  {
    question: 'How does PetArt work?',
    answer:
      'Upload a photo of your pet, choose an art style and our AI creates your artwork. Pick a poster or canvas, and we print it and ship it to your door.',
  },
  {
    question: "What if I don't like the result?",
    answer: 'You can redraw a style, or try another one, until you are happy with your artwork.',
  },
  {
    question: 'What kind of photo works best?',
    answer:
      'A clear, close-up, well-lit photo where your pet faces the camera and is centered. Unfiltered, natural photos give the best results.',
  },
  {
    question: 'What products can I order?',
    // "satin" only while the provider prints satin posters (PRINT_FINISHES, docs/decisions.md).
    answer: `Premium ${PRINT_FINISHES.poster.deliverable ? 'satin ' : ''}posters and stretched canvas with gallery-wrapped edges, in sizes from small to extra large. Framed canvas is coming soon.`,
  },
  {
    question: 'How long does delivery take?',
    answer:
      'Production and shipping take 8-13 business days. We email you tracking information as soon as your order ships.',
  },
  {
    question: 'Are my pet photos private?',
    answer:
      'Yes. Your photos are private and are never shared, sold or reused. We only use them to create your artwork.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'Because every piece is custom-made, we do not offer refunds for custom work. Printing faults, shipping damage and technical failures reported within 30 days are fixed. Approved refunds take 5-10 business days.',
  },
  {
    question: 'Do I get a digital file?',
    answer: 'Digital files must be downloaded within 30 days of being made available.',
  },
  {
    question: 'How do I contact support?',
    answer: 'Email our support team from the Contact page. We respond within 24 hours.',
  },
];
