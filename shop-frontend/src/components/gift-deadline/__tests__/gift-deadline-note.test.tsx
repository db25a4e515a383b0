import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { makeStore } from '../../../lib/store';
import { apiUrl, giftDeadlineFixture } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { GiftDeadlineNote } from '../gift-deadline-note';

function renderNote(arg: Parameters<typeof GiftDeadlineNote>[0]['arg'], offerGiftCard = false) {
  const router = createMemoryRouter([
    { path: '*', element: <GiftDeadlineNote arg={arg} offerGiftCard={offerGiftCard} /> },
  ]);
  return render(
    <AppProviders store={makeStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('GiftDeadlineNote', () => {
  it('asks for the destination and the prints in question, and tells the answer', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(apiUrl('/delivery/gift-deadline'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(giftDeadlineFixture('CA'));
      }),
    );
    renderNote({ country: 'CA', region: 'ON', printTypes: ['canvas', 'poster'] });
    expect(await screen.findByText('Order by Dec 5 for Christmas delivery in CA')).toBeInTheDocument();
    expect(screen.getByTestId('gift-deadline')).toHaveAttribute('data-kind', 'open');
    expect(asked.map((q) => [q.get('country'), q.get('region'), q.get('printTypes')])).toEqual([
      ['CA', 'ON', 'canvas,poster'],
    ]);
  });

  it('says plainly when the date has passed', async () => {
    const sentence = 'Too late for Christmas delivery in the US, but a gift card arrives by email in minutes';
    server.use(
      http.get(apiUrl('/delivery/gift-deadline'), () =>
        HttpResponse.json({
          today: '2026-12-20',
          deadline: { kind: 'passed', holiday: giftDeadlineFixture().deadline.holiday, sentence },
        }),
      ),
    );
    const { unmount } = renderNote({});
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(screen.getByTestId('gift-deadline')).toHaveAttribute('data-kind', 'passed');
    // The landing page's fixed HTML offers nothing more; inside the app the gift card page is offered.
    expect(screen.queryByRole('link', { name: 'Give a gift card' })).not.toBeInTheDocument();
    unmount();
    renderNote({}, true);
    expect(await screen.findByRole('link', { name: 'Give a gift card' })).toHaveAttribute(
      'href',
      '/app/gift-cards',
    );
  });

  it('keeps its paragraph, empty, when no holiday is in the calendar', async () => {
    let answered = false;
    server.use(
      http.get(apiUrl('/delivery/gift-deadline'), () => {
        answered = true;
        return HttpResponse.json({ today: '2026-12-03', deadline: null });
      }),
    );
    renderNote({});
    await vi.waitFor(() => expect(answered).toBe(true));
    const note = screen.getByTestId('gift-deadline');
    await vi.waitFor(() => expect(note).toHaveAttribute('data-kind', 'none'));
    expect(note.textContent).toBe('');
  });
});
