import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { atScreenWidth } from '../../../testing/viewport';

const img = (name: string) => `http://localhost:3000/api/images/${name}.webp?exp=1&sig=x`;

describe('Content tab', () => {
  it('lists sessions: copyable id, user or Anonymous, photo, 3 thumbnails and +N more, style or Not selected, badges', async () => {
    const requests: URL[] = [];
    server.use(
      http.get(apiUrl('/admin/sessions'), ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json({
          items: [
            {
              sessionId: 'sess-1234567890',
              userEmail: null,
              originalImageUrl: img('upload'),
              generatedImages: [img('g1'), img('g2'), img('g3')],
              generatedCount: 5,
              selectedStyle: null,
              createdAt: '2026-01-05T10:00:00.000Z',
              storage: 's3',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
        });
      }),
    );
    const { user } = renderApp('/content');
    const table = await screen.findByRole('table', { name: 'Sessions' });
    const row = (await within(table).findByText('Anonymous')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Not selected')).toBeInTheDocument();
    expect(within(row).getByText('+2 more')).toBeInTheDocument();
    expect(within(row).getAllByRole('img', { name: /Generated image/ })).toHaveLength(3);
    const photo = within(row).getByRole('img', { name: 'Uploaded photo' });
    expect(photo.closest('a')).toHaveAttribute('target', '_blank');
    expect(photo.closest('a')).toHaveAttribute('href', img('upload'));
    expect(within(row).getAllByText('S3')).toHaveLength(4);
    await user.click(within(row).getByRole('button', { name: 'Copy session ID sess-1234567890' }));
    // user-event's clipboard stub stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('sess-1234567890');
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Created:/ }));
    await user.click(await screen.findByRole('button', { name: 'Today' }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/));
  });
});

describe('Content tab on a phone (375 px)', () => {
  atScreenWidth(375);

  it('lists the sessions as cards with the copy button, the user, the images and the style, not as a table', async () => {
    server.use(
      http.get(apiUrl('/admin/sessions'), () =>
        HttpResponse.json({
          items: [
            {
              sessionId: 'sess-phone-0001',
              userEmail: 'pat@example.com',
              originalImageUrl: img('upload'),
              generatedImages: [img('g1')],
              generatedCount: 1,
              selectedStyle: 'Watercolor',
              createdAt: '2026-01-05T10:00:00.000Z',
              storage: 'local',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
        }),
      ),
    );
    renderApp('/content');
    const list = await screen.findByRole('list', { name: 'Sessions' });
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(list).getAllByRole('listitem');
    if (!card) throw new Error('no card');
    expect(within(card).getByRole('button', { name: 'Copy session ID sess-phone-0001' })).toBeInTheDocument();
    expect(within(card).getByText('pat@example.com')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Uploaded photo' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Generated image 1' })).toBeInTheDocument();
    expect(within(card).getByText('Watercolor')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['User', 'Uploaded Image', 'Generated Images', 'Style', 'Created']);
  });

  it('says so when no session matches', async () => {
    server.use(
      http.get(apiUrl('/admin/sessions'), () =>
        HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 }),
      ),
    );
    renderApp('/content');
    expect(await screen.findByText('No sessions found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Sessions' })).toBeNull();
  });
});
