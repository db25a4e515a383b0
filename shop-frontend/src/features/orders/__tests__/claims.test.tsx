import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimDto, OrderClaimsDto } from '../../../api/enhanced-api';
import { apiUrl, errorEnvelope, signedInHandlers } from '../../../testing/msw-handlers';
import { server as msw } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { HASH, orderFixture, orderLineFixture } from './order-fixture';

const DELIVERED_AT = '2026-11-20T12:00:00.000Z';

/** A delivered order of three lines: a canvas, a poster and a framed print. */
const deliveredOrder = () =>
  orderFixture({
    fulfillmentStatus: 'order:shipment:delivered',
    statusHistory: [
      { kind: 'payment', status: 'paid', at: '2026-11-10T12:00:00.000Z' },
      { kind: 'fulfilment', status: 'delivered', at: DELIVERED_AT },
    ],
    items: [
      orderLineFixture({
        id: 'line-1',
        printType: 'canvas',
        printSize: '20x30',
        imageUrl: null,
        quantity: 1,
        unitPrice: 6999,
        lineTotal: 6999,
      }),
      orderLineFixture({
        id: 'line-2',
        printType: 'poster',
        printSize: '12x18',
        imageUrl: null,
        quantity: 2,
        unitPrice: 2499,
        lineTotal: 4998,
      }),
      orderLineFixture({
        id: 'line-3',
        printType: 'framed',
        printSize: '12x18',
        imageUrl: null,
        quantity: 1,
        unitPrice: 8999,
        lineTotal: 8999,
      }),
    ],
  });

function claimFixture(overrides: Partial<ClaimDto> = {}): ClaimDto {
  return {
    id: 'claim-1',
    reason: 'damaged_in_transit',
    reasonLabel: 'Damaged in transit',
    description: 'The canvas corner is crushed.',
    state: 'received',
    stateLabel: 'Received',
    nextStep: 'We are looking at your report and will answer within 24 hours.',
    lineIds: ['line-1'],
    photos: [
      {
        id: 'p1',
        url: `/api/images/claims/${HASH}/a.webp?exp=1&sig=a`,
        width: 40,
        height: 30,
        messageId: null,
      },
      {
        id: 'p2',
        url: `/api/images/claims/${HASH}/b.webp?exp=1&sig=b`,
        width: 40,
        height: 30,
        messageId: null,
      },
    ],
    messages: [],
    resolution: null,
    refundCents: 0,
    reprintCostCents: 0,
    reprint: null,
    canReply: false,
    createdAt: '2026-11-21T09:00:00.000Z',
    updatedAt: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

function claimsAnswer(overrides: Partial<OrderClaimsDto> = {}): OrderClaimsDto {
  return {
    canReport: true,
    closesAt: '2026-12-20T12:00:00.000Z',
    windowReason: null,
    linesInOpenReport: [],
    claims: [],
    ...overrides,
  };
}

interface SentForm {
  fields: Record<string, string[]>;
  photos: { name: string; type: string }[];
}

/**
 * What the page puts in the multipart body, read where it is built (FormData.append): jsdom's FormData is not one
 * Node's fetch can encode, so the request body itself cannot be read back in this environment.
 */
function recordForms() {
  const append = vi.spyOn(FormData.prototype, 'append');
  return (): SentForm => {
    const sent: SentForm = { fields: {}, photos: [] };
    for (const [name, value, fileName] of append.mock.calls) {
      if (typeof value === 'string') (sent.fields[name] ??= []).push(value);
      else sent.photos.push({ name: fileName ?? '', type: value.type });
    }
    append.mockClear();
    return sent;
  };
}

/** The order page's calls, with the claims answer the test changes as the server would. */
function pageHandlers(getClaims: () => OrderClaimsDto, order = deliveredOrder()) {
  return [
    ...signedInHandlers(),
    http.get(apiUrl('/cart'), () => HttpResponse.json({ items: [], itemCount: 0 })),
    http.get(apiUrl('/order/hash/:hash'), () => HttpResponse.json(order)),
    http.get(apiUrl('/payment/order-line-items/:id'), () => HttpResponse.json([])),
    http.get(apiUrl('/orders/:hash/claims'), () => HttpResponse.json(getClaims())),
  ];
}

const file = (bytes: string, name: string, type: string) => new File([bytes], name, { type });
const png = (name: string) => file('\x89PNG', name, 'image/png');

async function openReportForm() {
  renderApp(`/app/order-confirmation/${HASH}`);
  // A phone-sized user agent is not needed: the dialog is the same, full screen below 600 px.
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
  return { user, dialog };
}

afterEach(() => vi.restoreAllMocks());

describe('report a problem on the order page', () => {
  it(
    'says what is missing, focuses it, checks the photos, then sends the report and shows it',
    { timeout: 45_000 },
    async () => {
      let answer = claimsAnswer({ linesInOpenReport: ['line-3'] });
      const sent: SentForm[] = [];
      const readForm = recordForms();
      msw.use(
        ...pageHandlers(() => answer),
        http.post(apiUrl('/orders/:hash/claims'), () => {
          sent.push(readForm());
          answer = claimsAnswer({ linesInOpenReport: ['line-1', 'line-3'], claims: [claimFixture()] });
          return HttpResponse.json(claimFixture(), { status: 201 });
        }),
      );
      const { user, dialog } = await openReportForm();
      expect(screen.getByText('You can report a problem until Dec 20, 2026.')).toBeInTheDocument();

      // The five reasons; the framed print is already in an open report: shown, not choosable, and why.
      const reasons = within(dialog).getByRole('radiogroup', { name: 'What went wrong?' });
      expect(
        within(reasons)
          .getAllByRole('radio')
          .map((r) => r.closest('label')?.textContent),
      ).toEqual(['Damaged in transit', 'Print fault', 'Wrong item', 'Never arrived', 'Other']);
      const framed = within(dialog).getByRole('checkbox', { name: 'Framed Canvas 12" x 18" × 1' });
      expect(framed).toBeDisabled();
      expect(framed).toHaveAccessibleDescription('Already in an open report');

      // Sent empty: every missing part is named, and the first takes the focus. Nothing is sent.
      await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
      expect(within(dialog).getByText('Please choose what went wrong.')).toBeInTheDocument();
      expect(within(dialog).getByText('Please choose at least one item of the order.')).toBeInTheDocument();
      expect(within(dialog).getByText('Please add 1 to 5 photos of the problem.')).toBeInTheDocument();
      expect(within(dialog).getByText('Please describe the problem.')).toBeInTheDocument();
      expect(within(reasons).getByRole('radio', { name: 'Damaged in transit' })).toHaveFocus();
      expect(sent).toHaveLength(0);

      await user.click(within(reasons).getByRole('radio', { name: 'Damaged in transit' }));
      expect(within(dialog).queryByText('Please choose what went wrong.')).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('checkbox', { name: 'Canvas 20" x 30" × 1' }));
      await user.type(
        within(dialog).getByRole('textbox', { name: /Describe the problem/ }),
        'The canvas corner is crushed.',
      );

      // A file that is plainly not an image is refused before sending.
      const input = within(dialog).getByTestId('photo-input');
      await user.upload(input, file('%PDF-1.4', 'receipt.pdf', 'application/pdf'));
      await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
      expect(
        within(dialog).getByText('Photo 1: This file is not an image. Please choose a photo.'),
      ).toBeInTheDocument();
      expect(sent).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));

      // Two photos as thumbnails; one removed and chosen again.
      await user.upload(input, [png('box.png'), png('corner.png')]);
      // jsdom decodes no image: each chosen photo stands as its name.
      expect(within(dialog).getByRole('img', { name: 'Chosen photo 2' })).toHaveTextContent('corner.png');
      expect(within(dialog).getByText('2 of 5 photos')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Remove photo 2' }));
      expect(within(dialog).getByText('1 of 5 photos')).toBeInTheDocument();
      await user.upload(input, png('corner.png'));

      await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(sent).toEqual([
        {
          fields: {
            reason: ['damaged_in_transit'],
            lineIds: ['line-1'],
            description: ['The canvas corner is crushed.'],
          },
          photos: [
            { name: 'box.png', type: 'image/png' },
            { name: 'corner.png', type: 'image/png' },
          ],
        },
      ]);
      // The report is on the page, and takes the focus.
      const report = await screen.findByRole('article', {
        name: 'Damaged in transit, reported Nov 21, 2026',
      });
      await waitFor(() => expect(within(report).getByRole('heading', { level: 3 })).toHaveFocus());
      expect(within(report).getByLabelText('Status: Received')).toBeInTheDocument();
      expect(
        await screen.findByText('Thank you: we have your report and will look at it soon.'),
      ).toBeInTheDocument();
    },
  );

  it("shows the server's refusal in the form (a file that is not really an image)", async () => {
    msw.use(
      ...pageHandlers(() => claimsAnswer()),
      http.post(apiUrl('/orders/:hash/claims'), () =>
        errorEnvelope(
          400,
          'Photo 1: This file is not a supported image. Please upload a JPEG, PNG or WebP photo.',
          'VALIDATION_ERROR',
        ),
      ),
    );
    const { user, dialog } = await openReportForm();
    await user.click(within(dialog).getByRole('radio', { name: 'Print fault' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Poster 12" x 18" × 2' }));
    await user.upload(within(dialog).getByTestId('photo-input'), png('fake.png'));
    await user.type(within(dialog).getByRole('textbox', { name: /Describe the problem/ }), 'Smudged.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Photo 1: This file is not a supported image. Please upload a JPEG, PNG or WebP photo.',
    );
    expect(screen.getByRole('dialog', { name: 'Report a problem' })).toBeInTheDocument();
  });

  it('says in one line why a problem cannot be reported, instead of the button', async () => {
    msw.use(
      ...pageHandlers(() =>
        claimsAnswer({
          canReport: false,
          closesAt: '2026-03-31T12:00:00.000Z',
          windowReason:
            'Problems can be reported within 30 days of delivery; this window closed on 2026-03-31.',
        }),
      ),
    );
    renderApp(`/app/order-confirmation/${HASH}`);
    const section = await screen.findByRole('region', { name: 'Problems With Your Order' });
    expect(within(section).getByTestId('claim-window')).toHaveTextContent(
      'Problems can be reported within 30 days of delivery; this window closed on 2026-03-31.',
    );
    expect(within(section).queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
  });
});

describe('after a declined report', () => {
  const declined = (lineIds: string[]) =>
    claimFixture({
      state: 'declined',
      stateLabel: 'Declined',
      lineIds,
      resolution: 'The print matches the approved preview.',
    });

  it('does not invite the same report again: it says the decision and offers support', async () => {
    const order = deliveredOrder();
    const oneLine = { ...order, items: order.items.slice(0, 1) };
    msw.use(...pageHandlers(() => claimsAnswer({ claims: [declined(['line-1'])] }), oneLine));
    renderApp(`/app/order-confirmation/${HASH}`);
    const section = await screen.findByRole('region', { name: 'Problems With Your Order' });
    expect(await within(section).findByTestId('claim-declined')).toHaveTextContent(
      'We looked at your report and declined it (the reason is below), so it cannot be sent again.',
    );
    expect(within(section).getByRole('link', { name: 'support@petart.local' })).toHaveAttribute(
      'href',
      'mailto:support@petart.local',
    );
    expect(within(section).queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
    expect(section).not.toHaveTextContent('Something not right?');
  });

  it('offers only the items not yet reported', async () => {
    msw.use(...pageHandlers(() => claimsAnswer({ claims: [declined(['line-1'])] })));
    const { dialog } = await openReportForm();
    expect(within(dialog).getByRole('checkbox', { name: /^Canvas 20" x 30"/ })).toBeDisabled();
    expect(within(dialog).getByText('Already reported: we declined that report')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /^Poster 12" x 18"/ })).toBeEnabled();
  });
});

describe('an order with nothing to report', () => {
  it('says nothing about problems on a cancelled, refunded order (the page says why)', async () => {
    msw.use(
      ...pageHandlers(
        () => claimsAnswer({ canReport: false, closesAt: null, windowReason: 'This order was cancelled.' }),
        orderFixture({
          fulfillmentStatus: 'cancelled',
          paymentStatus: 'refunded',
          invoiceStatus: 'refunded',
        }),
      ),
    );
    renderApp(`/app/order-confirmation/${HASH}`);
    expect(await screen.findByRole('heading', { name: 'Order Refunded' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Problems With Your Order' })).not.toBeInTheDocument();
    expect(screen.queryByText('This order was cancelled.')).not.toBeInTheDocument();
    expect(screen.queryByText(/Your problem reports could not be loaded/)).not.toBeInTheDocument();
  });
});

describe('a report on the order page', () => {
  it(
    'shows the question, opens a photo larger, and sends the answer with its photo',
    { timeout: 45_000 },
    async () => {
      const staffMessage = {
        id: 'm1',
        author: 'staff' as const,
        body: 'Could you send a photo of the box too?',
        createdAt: '2026-11-22T10:00:00.000Z',
      };
      let claim = claimFixture({
        state: 'waiting_for_customer',
        stateLabel: 'Waiting for you',
        nextStep: 'We need a little more from you: please answer our question below.',
        messages: [staffMessage],
        canReply: true,
      });
      const sent: SentForm[] = [];
      const readForm = recordForms();
      msw.use(
        ...pageHandlers(() =>
          claimsAnswer({ linesInOpenReport: ['line-1', 'line-2', 'line-3'], claims: [claim] }),
        ),
        http.post(apiUrl('/claims/:id/replies'), ({ params }) => {
          expect(params.id).toBe('claim-1');
          sent.push(readForm());
          claim = claimFixture({
            messages: [
              staffMessage,
              {
                id: 'm2',
                author: 'customer',
                body: 'Here is the box.',
                createdAt: '2026-11-22T11:00:00.000Z',
              },
            ],
            photos: [
              ...claim.photos,
              {
                id: 'p3',
                url: `/api/images/claims/${HASH}/c.webp?exp=1&sig=c`,
                width: 40,
                height: 30,
                messageId: 'm2',
              },
            ],
          });
          return HttpResponse.json(claim);
        }),
      );
      renderApp(`/app/order-confirmation/${HASH}`);
      const user = userEvent.setup({ applyAccept: false });
      const report = await screen.findByRole('article', {
        name: 'Damaged in transit, reported Nov 21, 2026',
      });
      expect(within(report).getByLabelText('Status: Waiting for you')).toBeInTheDocument();
      expect(within(report).getByRole('note', { name: 'What happens next' })).toHaveTextContent(
        'We need a little more from you: please answer our question below.',
      );
      expect(report).toHaveTextContent('Affected items: Canvas 20" x 30" × 1');
      expect(within(report).getByRole('listitem', { name: 'PetArt, Nov 22, 2026' })).toHaveTextContent(
        'Could you send a photo of the box too?',
      );
      // Every line is in an open report: no new report, and why.
      expect(screen.queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
      expect(screen.getByText(/Every item of this order is already in an open report/)).toBeInTheDocument();

      // The report's photos open larger.
      await user.click(within(report).getByRole('button', { name: 'Open photo 2 of 2 larger' }));
      const viewer = await screen.findByRole('dialog', { name: 'Photo 2 of 2' });
      expect(within(viewer).getByRole('img', { name: 'Photo 2 of 2' })).toHaveAttribute(
        'src',
        expect.stringContaining('/images/claims/') as string,
      );
      await user.click(within(viewer).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      // The answer: empty is refused with a clear message; then sent with a photo.
      const form = within(report).getByRole('form', { name: 'Your answer' });
      await user.click(within(form).getByRole('button', { name: 'Send answer' }));
      expect(within(form).getByText('Please write your answer.')).toBeInTheDocument();
      expect(within(form).getByRole('textbox', { name: /Your answer/ })).toHaveFocus();
      await user.type(within(form).getByRole('textbox', { name: /Your answer/ }), 'Here is the box.');
      await user.upload(within(form).getByTestId('photo-input'), png('box.png'));
      await user.click(within(form).getByRole('button', { name: 'Send answer' }));

      await waitFor(() => expect(within(report).getByLabelText('Status: Received')).toBeInTheDocument());
      expect(sent).toEqual([
        { fields: { message: ['Here is the box.'] }, photos: [{ name: 'box.png', type: 'image/png' }] },
      ]);
      expect(within(report).getByRole('listitem', { name: 'You, Nov 22, 2026' })).toHaveTextContent(
        'Here is the box.',
      );
      expect(within(report).getByRole('button', { name: 'Open photo 1 of 1 larger' })).toBeInTheDocument();
      expect(within(report).queryByRole('form', { name: 'Your answer' })).not.toBeInTheDocument();
      expect(within(report).getByRole('heading', { level: 3 })).toHaveFocus();
    },
  );

  it('shows the outcome: a reprint with its tracking, a refund with its amount, a decline with its reason', async () => {
    msw.use(
      ...pageHandlers(() =>
        claimsAnswer({
          claims: [
            claimFixture({
              id: 'c-reprint',
              state: 'approved_reprint',
              stateLabel: 'Approved: reprint',
              nextStep:
                'We are printing your order again at no charge. You will get tracking as soon as it ships.',
              reprint: {
                providerOrderId: 'local-r1',
                externalId: `${HASH}-reprint-abc`,
                status: 'shipped',
                shipments: [
                  {
                    carrier: 'PetArt Post',
                    trackingNumber: 'PA0123456789AB',
                    trackingUrl: 'http://localhost/api/carrier/track/PA0123456789AB',
                    shippedAt: '2026-11-23T10:00:00.000Z',
                  },
                ],
              },
            }),
            claimFixture({
              id: 'c-refund',
              reason: 'print_fault',
              reasonLabel: 'Print fault',
              state: 'approved_refund',
              stateLabel: 'Approved: refund',
              nextStep: 'Your refund is on its way: approved refunds take 5-10 business days to appear.',
              resolution: 'A smudge on the print',
              refundCents: 1250,
              createdAt: '2026-11-22T09:00:00.000Z',
            }),
            claimFixture({
              id: 'c-declined',
              reason: 'other',
              reasonLabel: 'Other',
              state: 'declined',
              stateLabel: 'Declined',
              nextStep:
                'We could not approve this report. Reply to our email if you would like to talk about it.',
              resolution: 'The photos show the print as ordered.',
              createdAt: '2026-11-23T09:00:00.000Z',
            }),
          ],
        }),
      ),
    );
    renderApp(`/app/order-confirmation/${HASH}`);
    const reprint = await screen.findByRole('article', { name: 'Damaged in transit, reported Nov 21, 2026' });
    expect(within(reprint).getByLabelText('Status: Approved: reprint')).toBeInTheDocument();
    const parcel = within(reprint).getByRole('region', { name: 'Your reprint' });
    expect(parcel).toHaveTextContent('Reprint status: Shipped');
    expect(within(parcel).getByText('PA0123456789AB')).toBeInTheDocument();
    expect(within(parcel).getByRole('link', { name: 'Track Package' })).toHaveAttribute(
      'href',
      'http://localhost/api/carrier/track/PA0123456789AB',
    );

    const refund = screen.getByRole('article', { name: 'Print fault, reported Nov 22, 2026' });
    expect(within(refund).getByLabelText('Status: Approved: refund')).toBeInTheDocument();
    expect(refund).toHaveTextContent('Refund: $12.50');
    expect(refund).toHaveTextContent('Note: A smudge on the print');

    const declined = screen.getByRole('article', { name: 'Other, reported Nov 23, 2026' });
    expect(within(declined).getByLabelText('Status: Declined')).toBeInTheDocument();
    expect(declined).toHaveTextContent('Why: The photos show the print as ordered.');
    expect(within(declined).queryByRole('form')).not.toBeInTheDocument();
  });
});
