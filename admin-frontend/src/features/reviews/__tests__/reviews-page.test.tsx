import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminReviewDto } from '../../../api/enhanced-api';
import { apiUrl } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const PENDING: AdminReviewDto = {
  id: '55555555-5555-4555-8555-555555555555',
  orderId: '66666666-6666-4666-8666-666666666666',
  orderLineId: '77777777-7777-4777-8777-777777777777',
  rating: 4,
  body: 'Lovely canvas of Luna',
  status: 'pending',
  reply: null,
  authorName: 'Ada L.',
  style: 'watercolor',
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
  photos: [{ id: 'p1', url: '/api/images/reviews/h/p1.webp?exp=1&sig=a', width: 40, height: 30 }],
};

/** The moderation list in memory: approve, hide and reply change it as the server would; what was asked is kept. */
function reviewServer() {
  let review = { ...PENDING };
  const asked: string[] = [];
  const act = (status: AdminReviewDto['status'], message: string) => () => {
    asked.push(status);
    review = { ...review, status };
    return HttpResponse.json({ message, review });
  };
  server.use(
    http.get(apiUrl('/admin/reviews'), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? 'pending';
      return HttpResponse.json({
        reviews: review.status === status ? [review] : [],
        counts: { pending: 0, approved: 0, hidden: 0, [review.status]: 1 },
      });
    }),
    http.post(
      apiUrl('/admin/reviews/:id/approve'),
      act('approved', 'Review approved: it is shown on the shop.'),
    ),
    http.post(apiUrl('/admin/reviews/:id/hide'), act('hidden', 'Review hidden: it is no longer shown.')),
    http.post(apiUrl('/admin/reviews/:id/reply'), async ({ request }) => {
      const { reply } = (await request.json()) as { reply: string };
      asked.push(`reply:${reply}`);
      review = { ...review, reply };
      return HttpResponse.json({ message: 'Reply saved.', review });
    }),
  );
  return { asked };
}

describe('review moderation', () => {
  it('lists the waiting reviews with their photos, replies and approves; the review moves to Approved', async () => {
    const { asked } = reviewServer();
    const { user } = renderApp('/reviews');
    const card = await screen.findByRole('article', { name: 'Review by Ada L.' });
    expect(within(card).getByText('Lovely canvas of Luna')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Photo 1 of the review by Ada L.' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    await user.type(within(card).getByLabelText('Public reply'), 'Thank you!');
    await user.click(within(card).getByRole('button', { name: 'Save reply' }));
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(asked).toEqual(['reply:Thank you!', 'approved']));
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: /Approved/ }));
    const approved = await screen.findByRole('article', { name: 'Review by Ada L.' });
    expect(within(approved).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(within(approved).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(asked).toEqual(['reply:Thank you!', 'approved', 'hidden']));
  });
});
