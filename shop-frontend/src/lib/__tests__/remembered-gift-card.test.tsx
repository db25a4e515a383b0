import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberedGiftCard, useRememberGiftCardFromUrl } from '../remembered-gift-card';

function Page() {
  useRememberGiftCardFromUrl();
  return null;
}

function open(url: string) {
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/app/create', element: <Page /> }], { initialEntries: [url] })}
    />,
  );
}

describe('the gift card code of the email link', () => {
  afterEach(() => rememberedGiftCard.clear());

  it('is kept for this tab, as the checkout reads it (upper case, without dashes)', () => {
    open('/app/create?giftCard=abcd-efgh-jkmn-pqrs');
    // Kept in this tab's storage only: the code is a bearer secret.
    expect(window.sessionStorage.getItem('giftCardCode')).not.toBeNull();
    expect(window.localStorage.getItem('giftCardCode')).toBeNull();
    expect(rememberedGiftCard.get()).toBe('ABCDEFGHJKMNPQRS');
  });

  it('leaves a remembered code alone on a page without one', () => {
    rememberedGiftCard.set('ABCDEFGHJKMNPQRS');
    open('/app/create');
    expect(rememberedGiftCard.get()).toBe('ABCDEFGHJKMNPQRS');
  });
});
