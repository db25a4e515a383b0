import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrustBadges, visibleBadges } from '../components/trust-badges';

describe('checkout trust badges', () => {
  it("shows 'Stripe Protected' only when Stripe takes the payment", () => {
    expect(visibleBadges('stripe').map((b) => b.badge)).toEqual([
      'SSL Secured',
      'Stripe Protected',
      'Money-back Guarantee',
    ]);
    expect(visibleBadges('local').map((b) => b.badge)).toEqual(['SSL Secured', 'Money-back Guarantee']);
    expect(visibleBadges(undefined).map((b) => b.badge)).not.toContain('Stripe Protected');
  });

  it('renders the Stripe badge with Stripe', () => {
    render(<TrustBadges provider="stripe" />);
    expect(screen.getByText('Stripe Protected')).toBeInTheDocument();
  });
});
