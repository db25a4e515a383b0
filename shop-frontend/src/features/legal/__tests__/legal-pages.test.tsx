import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';

describe('legal and contact pages', () => {
  it.each([
    ['/privacy', 'Privacy Policy', [/never shared, sold or reused/, /at least 13 years old/, /24-48 hours/]],
    ['/terms', 'Terms of Service', [/age of majority/, /8-13 business days/, /tracking/, /within 30 days/]],
    [
      '/refund-policy',
      'Refund Policy',
      [/do not offer refunds for custom work/, /within 30 days/, /5-10 business days/],
    ],
  ] as const)('%s carries the claims of product.md P1', async (path, title, claims) => {
    renderApp(path);
    const main = await screen.findByRole('main');
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    for (const claim of claims) expect(main).toHaveTextContent(claim);
  });

  it('/contact has the support email button, the checklist and the 24-hour promise', async () => {
    renderApp('/contact');
    expect(await screen.findByRole('link', { name: 'support@petart.local' })).toHaveAttribute(
      'href',
      'mailto:support@petart.local',
    );
    expect(screen.getByText('We respond to every message within 24 hours.')).toBeInTheDocument();
    expect(screen.getByText('Your order number (if you have one)')).toBeInTheDocument();
    expect(screen.getByText('The device and browser you are using')).toBeInTheDocument();
  });
});
