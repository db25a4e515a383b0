import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl, errorEnvelope } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { orderDetail, orderTimeline } from '../../../testing/order-fixtures';
import { renderApp } from '../../../testing/render-app';
import { CLAIM_ID, ORDER_ID, claim, queueHandler, queueItem } from './claim-fixtures';

const CLAIM = `/admin/claims/${CLAIM_ID}`;
let calls: { path: string; body: unknown }[] = [];
let current: Record<string, unknown> = claim;

const record =
  (path: string, after: Record<string, unknown>, message: string) =>
  async ({ request }: { request: Request }) => {
    calls.push({ path, body: await request.json() });
    current = { ...claim, ...after };
    return HttpResponse.json({ ok: true, message, claim: current });
  };

beforeEach(() => {
  calls = [];
  current = claim;
  server.use(
    http.get(apiUrl(`/admin/orders/${ORDER_ID}`), () => HttpResponse.json(orderDetail(ORDER_ID))),
    http.get(apiUrl(`/admin/orders/${ORDER_ID}/timeline`), () => HttpResponse.json(orderTimeline)),
    queueHandler([], { order: [queueItem()] }),
    http.get(apiUrl(CLAIM), () => HttpResponse.json(current)),
    http.post(
      apiUrl(`${CLAIM}/ask`),
      record('ask', { state: 'waiting_for_customer' }, 'Question sent to zoe@example.com'),
    ),
    http.post(
      apiUrl(`${CLAIM}/decline`),
      record('decline', { state: 'declined' }, 'Report declined; the customer is told why'),
    ),
    http.post(
      apiUrl(`${CLAIM}/approve-refund`),
      record('refund', { state: 'approved_refund', refundCents: 2000 }, 'Refund of $20.00 approved'),
    ),
    http.post(
      apiUrl(`${CLAIM}/approve-reprint`),
      record(
        'reprint',
        {
          state: 'approved_reprint',
          reprintCostCents: 7499,
          reprint: {
            providerOrderId: 'sim_reprint_1',
            externalId: 'abcdef0123456789ZYXWVUTS-reprint-555555555555',
            status: 'shipped',
            shipments: [
              {
                carrier: 'PetArt Post',
                trackingNumber: 'PA123',
                trackingUrl: 'https://track.example/PA123',
                shippedAt: '2026-01-13T10:00:00.000Z',
              },
            ],
          },
        },
        'Reprint ordered (sim_reprint_1)',
      ),
    ),
  );
});

async function openClaim() {
  const view = renderApp(`/orders/${ORDER_ID}?claim=${CLAIM_ID}`);
  const section = await screen.findByRole('region', { name: 'Claim 1: Damaged in transit' });
  await within(section).findByText('The canvas corner is crushed.');
  return { ...view, section };
}

/** Opens the action's dialog and checks nothing was sent before confirming. */
async function startAction(user: ReturnType<typeof renderApp>['user'], button: string, title: string) {
  await user.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: title });
  expect(calls).toEqual([]);
  return dialog;
}

describe('A claim on the order page', () => {
  it('shows the affected lines, the description with its photos (opening larger) and the conversation', async () => {
    const { user, section } = await openClaim();
    expect(screen.getByRole('heading', { level: 2, name: 'Order PA-7K3M9X' })).toBeInTheDocument();
    expect(within(section).getByText('New')).toBeInTheDocument();
    const lines = within(section).getByRole('list', { name: 'Affected lines' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['canvas 20x30 × 1 · $49.99', 'poster 12x18 × 2 · $25.00']);
    const conversation = within(section).getByRole('list', { name: 'Conversation' });
    const messages = within(conversation).getAllByRole('listitem');
    expect(messages[0]).toHaveTextContent(/^Staff · .*Could you show the box\?/);
    expect(messages[1]).toHaveTextContent(/^Customer · .*Here is the box\./);
    expect(within(messages[1] as HTMLElement).getAllByRole('img')).toHaveLength(1);
    const photos = within(section).getByRole('list', { name: 'Photos with the report' });
    const thumbs = within(photos).getAllByRole('img');
    expect(thumbs).toHaveLength(2);
    expect(thumbs[0]).toHaveAttribute('src', 'http://localhost:3000/api/images/claims/a.jpg?exp=1&sig=x');
    await user.click(within(photos).getByRole('button', { name: 'Open photo 2 of 2' }));
    const large = await screen.findByRole('dialog', { name: 'Photo 2 of 2' });
    expect(within(large).getByRole('img', { name: 'Photo 2, 600 × 800 px' })).toHaveAttribute(
      'src',
      'http://localhost:3000/api/images/claims/b.jpg?exp=1&sig=y',
    );
    await user.click(within(large).getByRole('button', { name: 'Close photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Photo 2 of 2' })).toBeNull());
  });

  it('flags a repeat report with the earlier reports on its lines', async () => {
    current = {
      ...claim,
      repeat: true,
      earlierClaims: [
        {
          id: '77777777-7777-4777-8777-777777777777',
          state: 'resolved',
          stateLabel: 'Resolved',
          reasonLabel: 'Print fault',
          sharedLineIds: [claim.lineIds[0]],
          refundCents: 0,
          reprinted: true,
          resolution: null,
          createdAt: '2026-01-02T10:00:00.000Z',
        },
      ],
    };
    const { section } = await openClaim();
    expect(
      within(section).getByText(
        'Repeat report: a line here was already reprinted or refunded after an earlier report.',
      ),
    ).toBeInTheDocument();
    const earlier = within(section).getByRole('list', { name: 'Earlier reports on these lines' });
    expect(within(earlier).getByRole('listitem')).toHaveTextContent(/Print fault, Resolved · reprinted$/);
  });

  it('shows no history for a first report', async () => {
    const { section } = await openClaim();
    expect(within(section).queryByRole('list', { name: 'Earlier reports on these lines' })).toBeNull();
  });

  it('asks for more: a question is required, then it is sent and the claim waits for the customer', async () => {
    const { user, section } = await openClaim();
    const dialog = await startAction(user, 'Ask for more', 'Ask the customer for more?');
    await user.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(within(dialog).getByText('Write the question for the customer.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(within(dialog).getByLabelText('Question'), '  A photo of the box, please. ');
    await user.click(within(dialog).getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText('Question sent to zoe@example.com')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'ask', body: { message: 'A photo of the box, please.' } }]);
    expect(await within(section).findByText('Waiting for customer')).toBeInTheDocument();
    // Asked already: no second question until the customer answers.
    expect(within(section).queryByRole('button', { name: 'Ask for more' })).toBeNull();
  });

  it('declines with a reason (required); the actions go once it is decided', async () => {
    const { user, section } = await openClaim();
    const dialog = await startAction(user, 'Decline', 'Decline this report?');
    await user.click(within(dialog).getByRole('button', { name: 'Decline report' }));
    expect(within(dialog).getByText('Give the reason the customer is told.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'The photos show the print as ordered.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline report' }));
    expect(await screen.findByText('Report declined; the customer is told why')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'decline', body: { reason: 'The photos show the print as ordered.' } }]);
    expect(await within(section).findByText('Declined')).toBeInTheDocument();
    expect(within(section).queryByRole('region', { name: 'Claim actions' })).toBeNull();
  });

  it('approves a refund: starts empty, checked against what is left, asked in words, the server’s refusal shown', async () => {
    const { user } = await openClaim();
    const dialog = await startAction(user, 'Approve refund', 'Approve a refund?');
    // Lines $74.99, but $79.99 - $10.00 refunded = $69.99 is left.
    expect(dialog).toHaveTextContent('The affected lines are worth $74.99; up to $69.99 of $79.99');
    expect(dialog).toHaveTextContent('Up to $69.99 can be refunded');
    const amount = within(dialog).getByLabelText('Amount (USD)');
    expect(amount).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Approve refund' }));
    expect(within(dialog).getByText('Enter the amount in dollars, e.g. 10.50.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Corner crushed');
    await user.type(amount, '70');
    await user.click(within(dialog).getByRole('button', { name: 'Approve refund' }));
    expect(within(dialog).getByText('At most $69.99 can still be refunded.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, 'twenty');
    await user.click(within(dialog).getByRole('button', { name: 'Approve refund' }));
    expect(within(dialog).getByText('Enter the amount in dollars, e.g. 10.50.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    server.use(
      http.post(
        apiUrl(`${CLAIM}/approve-refund`),
        () => errorEnvelope(409, 'The refund is more than what is left of the payment.', 'CONFLICT'),
        { once: true },
      ),
    );
    await user.clear(amount);
    await user.type(amount, '20');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Refund $20.00 of $79.99?');
    await user.click(within(dialog).getByRole('button', { name: 'Approve refund of $20.00' }));
    expect(
      await within(dialog).findByText('The refund is more than what is left of the payment.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve refund of $20.00' }));
    expect(await screen.findByText('Refund of $20.00 approved')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'refund', body: { amount: 20, reason: 'Corner crushed' } }]);
    expect(await screen.findByText('Refunded $20.00 through this claim.')).toBeInTheDocument();
  });

  it('approves a reprint: says it is a new provider order at no charge, then shows its status, tracking and cost', async () => {
    const { user, section } = await openClaim();
    const dialog = await startAction(user, 'Approve reprint', 'Approve a reprint?');
    expect(dialog).toHaveTextContent(
      'A new order for the affected lines (canvas 20x30 × 1, poster 12x18 × 2) goes to the print provider now, with the same print files and at no charge to the customer.',
    );
    expect(dialog).toHaveTextContent('It is linked to order PA-7K3M9X, whose state does not change');
    await user.click(within(dialog).getByRole('button', { name: 'Order reprint' }));
    expect(await screen.findByText('Reprint ordered (sim_reprint_1)')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'reprint', body: {} }]);
    expect(
      await within(section).findByText(
        'Provider order sim_reprint_1 (abcdef0123456789ZYXWVUTS-reprint-555555555555): Shipped. No charge to the customer; cost recorded $74.99.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Track the reprint' })).toHaveAttribute(
      'href',
      'https://track.example/PA123',
    );
  });

  it('while the reprint is being ordered at the provider, says so and shows its provider order once the job has run', async () => {
    const { user, section } = await openClaim();
    server.use(
      http.post(apiUrl(`${CLAIM}/approve-reprint`), async ({ request }) => {
        calls.push({ path: 'reprint', body: await request.json() });
        current = { ...claim, state: 'approved_reprint', reprintCostCents: 7499, reprint: null };
        return HttpResponse.json({ ok: true, message: 'Reprint ordered', claim: current });
      }),
    );
    const dialog = await startAction(user, 'Approve reprint', 'Approve a reprint?');
    await user.click(within(dialog).getByRole('button', { name: 'Order reprint' }));
    expect(
      await within(section).findByText(
        'Ordering the reprint at the print provider: its order appears here in a moment.',
      ),
    ).toBeInTheDocument();
    // The job orders it: the next read of the claim (polled, no one clicks) has the provider order.
    current = {
      ...claim,
      state: 'approved_reprint',
      reprintCostCents: 7499,
      reprint: {
        providerOrderId: 'sim_reprint_2',
        externalId: 'abc-reprint-1',
        status: 'submitted',
        shipments: [],
      },
    };
    expect(
      await within(section).findByText(
        /^Provider order sim_reprint_2 \(abc-reprint-1\)/,
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
  });
});
