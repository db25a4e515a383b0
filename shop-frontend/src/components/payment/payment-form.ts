import type { Ref } from 'react';

/**
 * Who pays: sent to the payment provider with the card (billing details). Without an address (a gift card bought with
 * no delivery) the card form asks for what the provider needs itself.
 */
export interface PaymentBilling {
  name: string;
  email: string;
  phone?: string;
  address?: {
    line1: string;
    line2?: string;
    city: string;
    state?: string;
    postal_code: string;
    country: string;
  };
}

/** A failed confirmation: `message` is shown to the customer as is (the server's or the provider's words). */
export class PaymentFailure extends Error {
  constructor(
    message: string,
    readonly declineCode?: string,
  ) {
    super(message);
    this.name = 'PaymentFailure';
  }
}

/**
 * What the checkout page needs from a card form, whatever the provider behind it (the local test gateway or Stripe's
 * Payment Element). The page validates the card before it creates the order, then confirms the returned intent.
 */
export interface PaymentFormHandle {
  /** Checks what was typed; returns the message to show, or null when the card can be sent. */
  validate(): string | null;
  /**
   * Confirms the intent with the card. Resolves once the payment went through; rejects with a PaymentFailure.
   * `returnPath` is the page (the order's confirmation) where Stripe returns the customer should the card need a
   * redirect.
   */
  confirm(args: { clientSecret: string; billing: PaymentBilling; returnPath: string }): Promise<void>;
}

export interface PaymentFormProps {
  ref?: Ref<PaymentFormHandle>;
  /** No address comes with the card (a gift card's purchase): the provider's form asks for what it needs. */
  collectAddress?: boolean;
  disabled?: boolean;
  /** Error to show under the card (a decline, a card the form refused). */
  error?: string | null;
  /** Called when the customer edits the card, so the page can clear a previous error. */
  onEdit?: () => void;
}
