import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminDiscountDto } from '../../../api/enhanced-api';
import { apiUrl, errorEnvelope } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { atScreenWidth } from '../../../testing/viewport';

const SAVE10: AdminDiscountDto = {
  id: '44444444-4444-4444-8444-444444444444',
  code: 'SAVE10',
  kind: 'percent',
  value: 10,
  description: '10% off',
  minOrderCents: 5000,
  startsAt: null,
  endsAt: null,
  maxUses: 100,
  oncePerCustomer: true,
  firstOrderOnly: false,
  active: true,
  status: 'active',
  createdAt: '2026-11-01T10:00:00.000Z',
  deactivatedAt: null,
  uses: 3,
  reserved: 1,
  discountCents: 1800,
  revenueCents: 21450,
};

/** The list held in memory: POST adds, deactivate flips; what was sent is kept. */
function discountServer(initial: AdminDiscountDto[] = [SAVE10]) {
  let items = [...initial];
  const created: unknown[] = [];
  const deactivated: string[] = [];
  server.use(
    http.get(apiUrl('/admin/discounts'), () => HttpResponse.json({ items })),
    http.post(apiUrl('/admin/discounts'), async ({ request }) => {
      const body = (await request.json()) as { code: string; kind: 'percent' | 'fixed'; value: number };
      created.push(body);
      if (body.code.toUpperCase() === 'SAVE10') {
        return errorEnvelope(409, 'A discount code with these letters already exists.', 'INVALID_REQUEST');
      }
      const row: AdminDiscountDto = {
        ...SAVE10,
        id: '55555555-5555-4555-8555-555555555555',
        code: body.code.toUpperCase(),
        kind: body.kind,
        value: body.value,
        description: body.kind === 'fixed' ? `$${(body.value / 100).toFixed(2)} off` : `${body.value}% off`,
        uses: 0,
        reserved: 0,
        discountCents: 0,
        revenueCents: 0,
      };
      items = [row, ...items];
      return HttpResponse.json(row, { status: 201 });
    }),
    http.post(apiUrl('/admin/discounts/:id/deactivate'), ({ params }) => {
      deactivated.push(String(params.id));
      items = items.map((d) => (d.id === params.id ? { ...d, active: false, status: 'deactivated' } : d));
      return HttpResponse.json(items.find((d) => d.id === params.id));
    }),
  );
  return { created, deactivated };
}

const heading = () => screen.findByRole('heading', { level: 2, name: 'Discounts' });

describe('Discounts page', () => {
  it('lists the codes with their rules, uses, discount given and revenue', async () => {
    discountServer();
    renderApp('/discounts');
    await heading();
    const table = await screen.findByRole('table', { name: 'Codes' });
    const row = within(table).getByText('SAVE10').closest('tr');
    if (!row) throw new Error('no row');
    for (const text of [
      '10% off',
      'Min. $50.00 · One per customer',
      'Always',
      '3 / 100 (+1 pending)',
      '$18.00',
      '$214.50',
      'Active',
    ])
      expect(within(row).getByText(text)).toBeInTheDocument();
  });

  it('says Expired, Used up or Scheduled as the server decides, offering Deactivate only where the code can still apply', async () => {
    discountServer([
      { ...SAVE10, id: '77777777-7777-4777-8777-777777777771', code: 'ENDED', status: 'expired' },
      {
        ...SAVE10,
        id: '77777777-7777-4777-8777-777777777772',
        code: 'ALLGONE',
        status: 'used_up',
        uses: 100,
      },
      { ...SAVE10, id: '77777777-7777-4777-8777-777777777773', code: 'SOON', status: 'scheduled' },
    ]);
    renderApp('/discounts');
    await heading();
    const table = await screen.findByRole('table', { name: 'Codes' });
    const row = (code: string) => within(table).getByText(code).closest('tr') as HTMLElement;
    await within(table).findByText('ENDED');
    expect(within(row('ENDED')).getByText('Expired')).toBeInTheDocument();
    expect(within(row('ENDED')).queryByText('Active')).toBeNull();
    expect(within(row('ENDED')).queryByRole('button', { name: 'Deactivate ENDED' })).toBeNull();
    expect(within(row('ALLGONE')).getByText('Used up')).toBeInTheDocument();
    expect(within(row('ALLGONE')).getByRole('button', { name: 'Deactivate ALLGONE' })).toBeInTheDocument();
    expect(within(row('SOON')).getByText('Scheduled')).toBeInTheDocument();
  });

  it('checks the form with the domain rules before sending anything', async () => {
    const { created } = discountServer();
    const { user } = renderApp('/discounts');
    await heading();
    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'a b');
    await user.type(screen.getByRole('textbox', { name: /^Percent/ }), '150');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(
      await screen.findByText('Use 3 to 32 letters, digits, dashes or underscores.'),
    ).toBeInTheDocument();
    expect(screen.getByText('A percentage is a whole number from 1 to 100.')).toBeInTheDocument();
    expect(created).toEqual([]);
  });

  it('creates a fixed-amount code in cents with its rules, and shows the API refusing a taken code', async () => {
    const { created } = discountServer();
    const { user } = renderApp('/discounts');
    await heading();
    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'save10');
    await user.type(screen.getByRole('textbox', { name: /^Percent/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('A discount code with these letters already exists.')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /^Code/ }));
    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'five-off');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Fixed amount off' }));
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    await user.clear(amount);
    await user.type(amount, '5.50');
    await user.type(screen.getByRole('textbox', { name: /^Minimum order/ }), '40');
    await user.type(screen.getByRole('textbox', { name: /^Total uses/ }), '20');
    await user.click(screen.getByRole('checkbox', { name: 'First order only' }));
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(created).toHaveLength(2));
    expect(created[1]).toEqual({
      code: 'five-off',
      kind: 'fixed',
      value: 550,
      minOrderCents: 4000,
      maxUses: 20,
      oncePerCustomer: false,
      firstOrderOnly: true,
    });
    const table = screen.getByRole('table', { name: 'Codes' });
    expect(await within(table).findByText('FIVE-OFF')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Code/ })).toHaveValue('');
  });

  it('deactivates a code only after the confirmation', async () => {
    const { deactivated } = discountServer();
    const { user } = renderApp('/discounts');
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Deactivate SAVE10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate SAVE10?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deactivated).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Deactivate SAVE10' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate SAVE10?' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    await waitFor(() => expect(deactivated).toEqual([SAVE10.id]));
    expect(await screen.findByText('Deactivated')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate SAVE10' })).toBeNull();
  });

  it("shows the discount codes' card on the Dashboard", async () => {
    renderApp('/dashboard');
    const cards = await screen.findByRole('list', { name: 'Statistics' });
    const card = within(cards).getByLabelText('Discounts');
    expect(within(card).getByTestId('stat-Discounts')).toHaveTextContent('$21.50');
    expect(within(card).getByText('given on 4 paid orders')).toBeInTheDocument();
  });
});

describe('Discounts page on a phone (375 px)', () => {
  atScreenWidth(375);

  it('lists the codes as cards, not a table, with Deactivate on each active code', async () => {
    discountServer([
      SAVE10,
      {
        ...SAVE10,
        id: '66666666-6666-4666-8666-666666666666',
        code: 'OLD',
        active: false,
        status: 'deactivated',
      },
    ]);
    renderApp('/discounts');
    await heading();
    const list = await screen.findByRole('list', { name: 'Codes' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('expected two cards');
    expect(within(first).getByText('SAVE10')).toBeInTheDocument();
    expect(within(first).getByText('3 / 100 (+1 pending)')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Deactivate SAVE10' })).toBeInTheDocument();
    expect(within(second).getByText('Deactivated')).toBeInTheDocument();
    expect(within(second).queryByRole('button')).toBeNull();
  });
});
