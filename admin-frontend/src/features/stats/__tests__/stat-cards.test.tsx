import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';

describe('stat cards', () => {
  it('shows the six cards of GET /api/admin/statistics', async () => {
    renderApp('/users');
    const cards = await screen.findByRole('list', { name: 'Statistics' });
    const value = (label: string) =>
      within(within(cards).getByLabelText(label)).getByTestId(`stat-${label}`).textContent;
    expect(value('Active Users')).toBe('42');
    expect(value('Total Artworks')).toBe('950');
    expect(value('Uploaded Images')).toBe('400');
    expect(value('Orders')).toBe('310');
    expect(value('Revenue')).toBe('$12,345.67');
    expect(value('Error Logs')).toBe('7');
    expect(within(cards).getByText('3 unresolved')).toBeInTheDocument();
  });

  it('opens the charts of the range', async () => {
    const { user } = renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Charts' }));
    expect(await screen.findByText('Revenue per day (USD)')).toBeInTheDocument();
    expect(screen.getByText('Orders by status')).toBeInTheDocument();
  });
});
