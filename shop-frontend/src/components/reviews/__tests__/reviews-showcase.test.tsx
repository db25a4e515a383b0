import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { apiUrl } from '../../../testing/msw-handlers';

const approved = {
  average: 4.5,
  count: 2,
  reviews: [
    {
      id: 'r1',
      rating: 5,
      body: 'Biscuit <3 his portrait',
      authorName: 'Ada L.',
      style: 'watercolor',
      createdAt: '2026-12-01T10:00:00.000Z',
      reply: null,
      photos: [{ url: '/api/reviews/photos/p1', width: 800, height: 600 }],
    },
  ],
};

describe('the reviews on the landing page', () => {
  it('shows nothing while no review is approved', async () => {
    renderApp('/');
    await screen.findByRole('region', { name: 'Frequently Asked Questions' });
    const section = screen.getByTestId('reviews');
    await waitFor(() => expect(section).toBeEmptyDOMElement());
    expect(screen.queryByText(/out of 5/)).not.toBeInTheDocument();
  });

  it('shows the average, the count and the approved reviews with lazy, sized photos', async () => {
    server.use(http.get(apiUrl('/reviews'), () => HttpResponse.json(approved)));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'What customers say', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('4.5 out of 5')).toBeInTheDocument();
    expect(screen.getByText(/from 2 reviews/)).toBeInTheDocument();
    expect(screen.getByText('Biscuit <3 his portrait')).toBeInTheDocument();
    expect(screen.getByText('Ada L., Watercolor')).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'The print Ada L. received' });
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '800');
    expect(photo).toHaveAttribute('height', '600');
  });
});
