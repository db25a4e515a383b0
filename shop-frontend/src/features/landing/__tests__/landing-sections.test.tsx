import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInHandlers } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { FAQ_ITEMS } from '../faq';

describe('landing sections', () => {
  it('has nine FAQ questions as native details of one exclusive group, closed until a question is tapped', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('region', { name: 'Frequently Asked Questions' });
    const items = screen.getAllByTestId('faq-item');
    expect(items).toHaveLength(9);
    // One `name` makes the browser keep only one open at a time (checked in Chromium: e2e/public-pages.spec.ts).
    for (const item of items) {
      expect(item.tagName).toBe('DETAILS');
      expect(item).toHaveAttribute('name', 'faq');
      expect(item).not.toHaveAttribute('open');
    }
    const [first] = FAQ_ITEMS;
    if (!first) throw new Error('FAQ missing');
    const item = items[0] as HTMLDetailsElement;
    expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(first.question);
    await user.click(within(item).getByText(first.question));
    expect(item.open).toBe(true);
    expect(within(item).getByText(first.answer)).toBeInTheDocument();
  });

  it('shows the about slider and Start Creating Now to /upload, and no testimonial nobody wrote', async () => {
    renderApp('/');
    expect(await screen.findByRole('img', { name: 'Original photo of a cat' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The same cat as AI art' })).toBeInTheDocument();
    const slider = screen.getByRole('slider', { name: 'Compare original and AI art' });
    expect(slider).toHaveValue('50');
    // The testimonials are customers' approved reviews (components/reviews); with none, nothing stands in for them.
    expect(await screen.findByTestId('reviews')).toBeEmptyDOMElement();
    expect(screen.queryByText(/Loved by Pet Owners|Sarah M\.|What customers say/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Creating Now' })).toHaveAttribute('href', '/upload');
  });

  it('shows Go to App and sends the hero button to /app/create for a signed-in user', async () => {
    server.use(...signedInHandlers());
    renderApp('/');
    // In the header and in its menu (one of them shows, by width).
    await screen.findAllByRole('link', { name: 'Go to App' });
    for (const link of screen.getAllByRole('link', { name: 'Go to App' }))
      expect(link).toHaveAttribute('href', '/app/create');
    expect(screen.getByRole('link', { name: "Create Your Pet's Portrait" })).toHaveAttribute(
      'href',
      '/app/create',
    );
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });
});
