import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_CATALOGUE } from '@petart/domain';
import { signedInHandlers, userFixture } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

describe('/app/test-errors', { timeout: 20_000 }, () => {
  it('shows administrators every generation dialog and error screen', async () => {
    server.use(...signedInHandlers(userFixture({ isAdmin: true })));
    const { user } = renderApp('/app/test-errors');
    expect(
      await screen.findByRole('heading', { name: 'Test Errors' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SAFETY_SYSTEM_REJECTION' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(ERROR_CATALOGUE.SAFETY_SYSTEM_REJECTION.message)).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button')[0]!);
    await user.click(await screen.findByRole('button', { name: 'Start-up failure' }, { timeout: 3000 }));
    expect(await screen.findByRole('heading', { name: 'Error Loading App' })).toBeInTheDocument();
    expect(screen.getByText(`QUOTA_EXCEEDED: ${ERROR_CATALOGUE.QUOTA_EXCEEDED.title}`)).toBeInTheDocument();
  });

  it('sends other signed-in users back to /app', async () => {
    server.use(...signedInHandlers(userFixture({ isAdmin: false })));
    const { router } = renderApp('/app/test-errors');
    await screen.findByRole('navigation', { name: 'App' }, { timeout: 8000 });
    await vi.waitFor(() => expect(router.state.location.pathname).not.toBe('/app/test-errors'));
    expect(screen.queryByRole('heading', { name: 'Test Errors' })).not.toBeInTheDocument();
  });
});
