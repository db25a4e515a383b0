import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, userKey } from '../../config/storage-keys';
import { initialValues, storageKey, updateField } from '../../features/checkout/checkout-form';
import { rememberSession, readStoredSession } from '../../features/create/stored-session';
import { mockupCacheKey, readMockupCache, writeMockupCache } from '../../features/preview/mockup-cache';
import { apiUrl, signedInHandlers, userFixture } from '../../testing/msw-handlers';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render-app';

vi.setConfig({ testTimeout: 20_000 });

const parts = {
  sessionId: 's1',
  printType: 'canvas',
  printSize: '20x30',
  imageUrl: '/api/images/g1.webp?sig=1',
};
const mockup = { src: '/api/image-proxy/x?sig=1' } as never;

describe('private data on a shared device', () => {
  it('keys what it keeps by the signed-in user: the next user sees none of it', () => {
    window.localStorage.setItem(STORAGE_KEYS.userId, 'user-a');
    const ada = userFixture({ id: 'user-a' as never, email: 'ada@example.com' });
    updateField(initialValues(ada), 'address', '1 Ada Street');
    updateField(initialValues(ada), 'phone', '+1 555 0100');
    rememberSession('session-a');
    writeMockupCache(parts, [mockup]);
    expect(initialValues(ada).address).toBe('1 Ada Street');
    expect(readStoredSession()).toBe('session-a');

    window.localStorage.setItem(STORAGE_KEYS.userId, 'user-b');
    const bob = userFixture({ id: 'user-b' as never, email: 'bob@example.com', phone: '+1 555 0199' });
    const values = initialValues(bob);
    expect(values.address).toBe('');
    expect(values.phone).toBe('+1 555 0199');
    expect(readStoredSession()).toBeNull();
    expect(readMockupCache(parts)).toBeNull();
  });

  it('log-out removes the saved checkout, mockup cache, creation session and ids', async () => {
    server.use(
      ...signedInHandlers(),
      http.post(apiUrl('/logout'), () => HttpResponse.json({ success: true })),
    );
    const { user } = renderApp('/app/create');
    const nav = within(await screen.findByRole('navigation', { name: 'App' }).then((n) => n.parentElement!));
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.userId)).not.toBeNull());
    updateField(initialValues(null), 'address', '1 Ada Street');
    rememberSession('s1');
    writeMockupCache(parts, [mockup]);
    // Written by an earlier version without a user scope.
    window.localStorage.setItem('checkoutForm.phone', '+1 555 0100');
    window.localStorage.setItem('mockups:s0:canvas:20x30:/x', '{}');
    expect(window.localStorage.getItem(storageKey('address'))).toBe('1 Ada Street');
    expect(window.localStorage.getItem(mockupCacheKey(parts))).not.toBeNull();

    await user.click(nav.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('You have been successfully logged out')).toBeInTheDocument();
    await waitFor(() => expect(Object.keys(window.localStorage)).toEqual([]));
  });

  it('scopes keys as user:{id}:{key}', () => {
    window.localStorage.setItem(STORAGE_KEYS.userId, '42');
    expect(userKey('checkoutForm.city')).toBe('user:42:checkoutForm.city');
  });
});
