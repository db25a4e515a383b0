import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { OrderReviewsDto, ReviewDto } from '../../../api/enhanced-api';
import { apiUrl, errorEnvelope, signedInHandlers } from '../../../testing/msw-handlers';
import { server as msw } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { HASH, orderFixture, orderLineFixture } from './order-fixture';

const delivered = () =>
  orderFixture({
    fulfillmentStatus: 'order:shipment:delivered',
    items: [orderLineFixture({ id: 'line-1', printType: 'poster', printSize: '12x18', imageUrl: null })],
  });

const review = (overrides: Partial<ReviewDto> = {}): ReviewDto => ({
  id: 'review-1',
  orderLineId: 'line-1',
  rating: 5,
  body: 'Biscuit looks great',
  status: 'pending',
  reply: null,
  authorName: 'Ada L.',
  style: 'watercolor',
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
  photos: [],
  ...overrides,
});

const answer = (mine: ReviewDto | null, canReview = true): OrderReviewsDto => ({
  canReview,
  reason: canReview ? null : 'You can review an order once it has been delivered.',
  maxPhotos: 3,
  lines: [{ lineId: 'line-1', printType: 'poster', printSize: '12x18', style: 'watercolor', review: mine }],
});

function page(getReviews: () => OrderReviewsDto) {
  msw.use(
    ...signedInHandlers(),
    http.get(apiUrl('/cart'), () => HttpResponse.json({ items: [], itemCount: 0 })),
    http.get(apiUrl('/order/hash/:hash'), () => HttpResponse.json(delivered())),
    http.get(apiUrl('/payment/order-line-items/:id'), () => HttpResponse.json([])),
    http.get(apiUrl('/orders/:hash/reviews'), () => HttpResponse.json(getReviews())),
  );
  renderApp(`/app/order-confirmation/${HASH}`);
}

describe('reviews on the order page', () => {
  it('shows nothing before delivery', async () => {
    page(() => answer(null, false));
    await screen.findByTestId('order-reference');
    expect(screen.queryByRole('heading', { name: 'Review your prints' })).not.toBeInTheDocument();
  });

  it('takes stars and a few lines, checked before sending, then shows the review waiting for approval', async () => {
    let mine: ReviewDto | null = null;
    const append = vi.spyOn(FormData.prototype, 'append');
    msw.use(
      http.post(apiUrl('/orders/:hash/reviews'), () => {
        mine = review();
        return HttpResponse.json(mine, { status: 201 });
      }),
    );
    page(() => answer(mine));
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Review of Poster 12x18, Watercolor' });
    await user.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please rate the print from 1 to 5 stars.');

    // A click on the star's input (jsdom lays nothing out, so a pointer over the stars has no position).
    fireEvent.click(within(form).getByRole('radio', { name: '5 Stars' }));
    await user.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please write a few lines about your print.');

    await user.type(within(form).getByLabelText('Your review'), 'Biscuit looks great');
    await user.click(within(form).getByRole('button', { name: 'Send review' }));
    const sent = await screen.findByTestId('my-review');
    expect(sent).toHaveTextContent('Biscuit looks great');
    expect(sent).toHaveTextContent('Waiting for our team to check it');
    const fields = append.mock.calls.filter(([, value]) => typeof value === 'string').map(([n, v]) => [n, v]);
    expect(fields).toEqual([
      ['lineId', 'line-1'],
      ['rating', '5'],
      ['body', 'Biscuit looks great'],
    ]);
    append.mockRestore();
  });

  it("shows the server's refusal in the form", async () => {
    msw.use(
      http.post(apiUrl('/orders/:hash/reviews'), () =>
        errorEnvelope(409, 'You have already reviewed this print: edit your review instead.', 'CONFLICT', {
          code: 'REVIEW.LINE_TAKEN',
        }),
      ),
    );
    page(() => answer(null));
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: /Review of/ });
    fireEvent.click(within(form).getByRole('radio', { name: '4 Stars' }));
    await user.type(within(form).getByLabelText('Your review'), 'Nice');
    await user.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You have already reviewed this print');
  });

  it('lets the author edit and delete their review', async () => {
    let mine: ReviewDto | null = review({ status: 'approved', reply: 'Thank you!' });
    let deleted = false;
    msw.use(
      http.patch(apiUrl('/reviews/:id'), () => {
        mine = review({ rating: 4, body: 'Even better on the wall', status: 'pending' });
        return HttpResponse.json(mine);
      }),
      http.delete(apiUrl('/reviews/:id'), () => {
        deleted = true;
        mine = null;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    page(() => answer(mine));
    const user = userEvent.setup();
    const shown = await screen.findByTestId('my-review');
    expect(shown).toHaveTextContent('Shown on the shop');
    expect(shown).toHaveTextContent('PetArt replied: Thank you!');
    await user.click(within(shown).getByRole('button', { name: 'Edit review' }));
    const form = screen.getByRole('form', { name: /Edit your review/ });
    const text = within(form).getByLabelText('Your review');
    await user.clear(text);
    await user.type(text, 'Even better on the wall');
    await user.click(within(form).getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(screen.getByTestId('my-review')).toHaveTextContent('Even better on the wall'));
    await user.click(within(screen.getByTestId('my-review')).getByRole('button', { name: 'Delete review' }));
    await waitFor(() => expect(deleted).toBe(true));
    expect(await screen.findByRole('form', { name: /Review of/ })).toBeInTheDocument();
  });
});
