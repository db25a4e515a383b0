import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';

describe('landing page', () => {
  it('shows the hero, the three steps and a hero button to /auth for visitors', async () => {
    renderApp('/');
    const hero = await screen.findByRole('heading', {
      level: 1,
      name: "Turn Your Pet Into Art You'll Treasure Forever",
    });
    expect(hero).toBeInTheDocument();
    for (const step of ['Upload Photo', 'Choose a Style', 'Print & Enjoy']) {
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: "Create Your Pet's Portrait" })).toHaveAttribute('href', '/auth');
  });

  it("tells the next gift holiday's order-by date under the hero's button", async () => {
    renderApp('/');
    expect(await screen.findByText('Order by Dec 5 for Christmas delivery in the US')).toBeInTheDocument();
  });

  it('links the footer to the legal and contact pages', async () => {
    renderApp('/');
    const footer = within(await screen.findByRole('navigation', { name: 'Legal' }));
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(footer.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refund-policy');
    expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });
});
