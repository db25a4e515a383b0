import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary, isChunkLoadError, renderStartupError } from '@petart/web-shared/errors';
import { renderApp } from '../../testing/render-app';

describe('error screens', () => {
  it('shows Page Not Found with Go to Homepage for an unknown route, and the button goes home', async () => {
    const { user, router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Homepage' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Turn Your Pet Into Art You'll Treasure Forever",
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the updating message with Refresh Page when rendering fails', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByText("We're updating the site. Please refresh in a moment.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('renders Error Loading App with a refresh button on start-up failure', () => {
    const container = document.createElement('div');
    renderStartupError(container);
    expect(container).toHaveTextContent('Error Loading App');
    expect(container.querySelector('button')).toHaveTextContent('Refresh Page');
  });

  it.each([
    ['Failed to fetch dynamically imported module: /assets/landing-route-abc.js', true],
    ['Importing a module script failed.', true],
    ['Cannot read properties of undefined', false],
  ])('classifies "%s" as a stale chunk: %s', (message, expected) => {
    expect(isChunkLoadError(new Error(message))).toBe(expected);
  });
});
