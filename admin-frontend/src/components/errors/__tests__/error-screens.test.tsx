import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from '../app-error-boundary';
import { renderStartupError } from '../startup-error';

describe('error screens', () => {
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
});
