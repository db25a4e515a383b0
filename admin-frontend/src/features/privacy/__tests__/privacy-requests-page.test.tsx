import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StaffPrivacyRequestDto } from '../../../api/enhanced-api';
import { apiUrl } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const EXPORT: StaffPrivacyRequestDto = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'export',
  state: 'ready',
  createdAt: '2026-12-01T10:00:00.000Z',
  linkExpiresAt: '2026-12-08T10:05:00.000Z',
  userId: '22222222-2222-4222-8222-222222222222',
  email: 'ada@example.com',
  accountDeleted: false,
  confirmedAt: null,
  completedAt: '2026-12-01T10:05:00.000Z',
  error: null,
};

const DELETION: StaffPrivacyRequestDto = {
  ...EXPORT,
  id: '33333333-3333-4333-8333-333333333333',
  kind: 'deletion',
  state: 'completed',
  linkExpiresAt: null,
  userId: 'abcdef12-2222-4222-8222-222222222222',
  email: null,
  accountDeleted: true,
  confirmedAt: '2026-12-02T09:00:00.000Z',
  completedAt: '2026-12-02T09:01:00.000Z',
};

describe('privacy requests', { timeout: 30_000 }, () => {
  it('lists exports and deletions with their state; a deleted account shows no email', async () => {
    server.use(
      http.get(apiUrl('/admin/privacy-requests'), () =>
        HttpResponse.json({ items: [DELETION, EXPORT], total: 2, page: 1, pageSize: 50 }),
      ),
    );
    renderApp('/privacy-requests');
    expect(await screen.findByRole('heading', { level: 2, name: 'Privacy Requests' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Privacy requests' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Account deletion\s*Account deleted\s*Deleted customer \(abcdef12\)/);
    expect(rows[1]).not.toHaveTextContent('@');
    expect(rows[2]).toHaveTextContent(/Data export\s*Ready \(link emailed\)\s*ada@example\.com/);
    expect(rows[2]).toHaveTextContent(/Link until/);
  });

  it('says so when the list cannot be read', async () => {
    server.use(
      http.get(apiUrl('/admin/privacy-requests'), () =>
        HttpResponse.json({ message: 'Not an administrator', code: 'AUTH.FORBIDDEN' }, { status: 500 }),
      ),
    );
    renderApp('/privacy-requests');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Not an administrator|Failed to fetch/);
  });
});
