import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInHandlers } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { FAQ_ITEMS } from '../faq';

describe('landing sections', () => {
  it('has nine FAQ questions and keeps only one open at a time', async () => {
    const { user } = renderApp('/');
    const faq = within(await screen.findByRole('region', { name: 'Frequently Asked Questions' }));
    const questions = faq.getAllByRole('button');
    expect(questions).toHaveLength(9);
    const [first, second] = FAQ_ITEMS;
    if (!first || !second) throw new Error('FAQ missing');
    await user.click(faq.getByRole('button', { name: first.question }));
    expect(faq.getByText(first.answer)).toBeVisible();
    await user.click(faq.getByRole('button', { name: second.question }));
    expect(faq.getByText(second.answer)).toBeVisible();
    expect(faq.getByRole('button', { name: first.question })).toHaveAttribute('aria-expanded', 'false');
    expect(questions.filter((q) => q.getAttribute('aria-expanded') === 'true')).toHaveLength(1);
  });

  it('shows the about slider, three testimonials and Start Creating Now to /upload', async () => {
    renderApp('/');
    expect(await screen.findByRole('img', { name: 'Original photo of a cat' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The same cat as AI art' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Compare original and AI art' })).toBeInTheDocument();
    expect(screen.getAllByTestId('testimonial')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Start Creating Now' })).toHaveAttribute('href', '/upload');
  });

  it('shows Go to App and sends the hero button to /app/create for a signed-in user', async () => {
    server.use(...signedInHandlers());
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Go to App' })).toHaveAttribute('href', '/app/create');
    expect(screen.getByRole('link', { name: "Create Your Pet's Portrait" })).toHaveAttribute(
      'href',
      '/app/create',
    );
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });
});
