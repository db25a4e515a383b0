import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../api/enhanced-api';
import { journeyHandlers } from '../../testing/journey-fixtures';
import { server } from '../../testing/msw-server';
import { makeStore } from '../store';
import { warmRoute } from '../warm-route';

vi.setConfig({ testTimeout: 20_000 });

describe('warmRoute (the next page rendered ahead during the sign-in pause, issue 21)', () => {
  it('renders the page hidden and detached, mounting no effect: it asks the API nothing', async () => {
    server.use(...journeyHandlers());
    const store = makeStore();
    // Signed in, as after a login.
    await store.dispatch(api.endpoints.getUser.initiate(undefined, { subscribe: false }));
    expect(store.getState().auth.status).toBe('authenticated');
    const requests: string[] = [];
    const record = ({ request }: { request: Request }) => requests.push(`${request.method} ${request.url}`);
    server.events.on('request:start', record);
    try {
      const container = document.createElement('div');
      const release = warmRoute('/app/create', store, container);
      await waitFor(() => expect(container.textContent).toContain("Let's Create Your Art"));
      // Hidden (Activity), never in the document.
      const heading = [...container.querySelectorAll('h1, h2, h3, h4')].find((h) =>
        h.textContent?.includes("Let's Create Your Art"),
      );
      expect(heading).toBeDefined();
      expect(document.body.contains(heading!)).toBe(false);
      const hidden = [...container.querySelectorAll<HTMLElement>('*')].some(
        (el) => el.contains(heading!) && el.style.display === 'none',
      );
      expect(hidden).toBe(true);
      // The real page asks for its options and the cart in effects: the hidden one does not.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(requests).toEqual([]);
      release();
      expect(container.textContent).toBe('');
      release();
    } finally {
      server.events.removeListener('request:start', record);
    }
  });
});
