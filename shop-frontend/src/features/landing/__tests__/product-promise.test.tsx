import { PRINT_FINISHES } from '@petart/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { FAQ_ITEMS } from '../faq';

/** What customers read never promises a finish or depth the provider does not print (D-142). */
describe('product text customers read', () => {
  it('the provider prints matte posters and 1.25 in frames: the texts promise neither satin nor a 0.75 in frame', () => {
    expect(PRINT_FINISHES.poster.deliverable).toBe(false);
    expect(PRINT_FINISHES.framed.deliverable).toBe(false);
    const products = FAQ_ITEMS.find((f) => f.question === 'What products can I order?');
    expect(products?.answer).toBe(
      'Premium posters and stretched canvas with gallery-wrapped edges, in sizes from small to extra large. Framed canvas is coming soon.',
    );
  });

  it('the pricing cards describe the poster without "satin" and keep the canvas wording', async () => {
    renderApp('/');
    const poster = await screen.findByRole('article', { name: 'Poster' });
    expect(within(poster).getByText('high-quality posters perfect for any room')).toBeInTheDocument();
    const canvas = screen.getByRole('article', { name: 'Canvas' });
    expect(within(canvas).getByText('premium stretched canvas with professional finish')).toBeInTheDocument();
    const landing = document.body.textContent ?? '';
    expect(landing).not.toMatch(/satin|semi-gloss|0\.75 inch black wooden/i);
  });
});
