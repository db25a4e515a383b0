import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CROP_CHANGE_MESSAGES, PROOF_TEXT } from '@petart/domain';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { OrderProofDto } from '../../../api/enhanced-api';
import { apiUrl, errorEnvelope, signedInHandlers } from '../../../testing/msw-handlers';
import { server as msw } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { HASH, orderFixture, orderLineFixture, type WireOrder } from './order-fixture';

vi.setConfig({ testTimeout: 20_000 });

const SHOWN: OrderProofDto = {
  revision: 1,
  status: 'shown',
  files: [
    {
      lineId: 'line-1',
      line: 1,
      url: '/api/images/print-files/h/h-1-proof1.jpg?exp=1&sig=p',
      previewUrl: '/api/images/print-files/h/h-1-proof1-preview.jpg?exp=1&sig=p',
      widthPx: 6000,
      heightPx: 9000,
      cropPosition: 0.4,
      artworkAspect: 1,
    },
  ],
  changeNote: null,
  shownAt: '2026-12-01T10:00:00.000Z',
  answeredAt: null,
};

/** A paid proof order awaiting the answer to its first proof: a square artwork on a 20x30 (portrait) canvas. */
function awaitingOrder(proof: OrderProofDto = SHOWN, cropEditable = true): WireOrder {
  return orderFixture({
    proofRequested: true,
    awaitingApproval: true,
    fulfillmentStatus: 'awaiting_approval',
    proof,
    items: [orderLineFixture({ cropEditable, artworkAspect: 1, proofCropPosition: 0.4 })],
  });
}

function setup(initial: WireOrder, answer?: () => Response) {
  let order = initial;
  const puts: { lineId: string; body: unknown }[] = [];
  msw.use(
    ...signedInHandlers(),
    http.get(apiUrl('/cart'), () => HttpResponse.json({ items: [], itemCount: 0 })),
    http.get(apiUrl('/order/hash/:hash'), () => HttpResponse.json(order)),
    http.get(apiUrl('/payment/order-line-items/:id'), () => HttpResponse.json(initial.items)),
    http.put(apiUrl('/orders/:hash/lines/:lineId/crop'), async ({ request, params }) => {
      const body = (await request.json()) as { position: number };
      puts.push({ lineId: String(params.lineId), body });
      if (answer) return answer();
      const next: OrderProofDto = { ...SHOWN, revision: 2, status: 'drawing', files: [], shownAt: null };
      order = {
        ...awaitingOrder(next, false),
        items: [orderLineFixture({ cropPosition: body.position, artworkAspect: 1, proofCropPosition: 0.4 })],
      };
      return HttpResponse.json({ lineId: params.lineId, cropPosition: body.position, proof: next });
    }),
  );
  return { puts };
}

const windowLeft = (dialog: HTMLElement) => parseFloat(within(dialog).getByTestId('crop-window').style.left);

describe('adjusting the crop of a proof', () => {
  it('moves the printed window with a labelled, keyboard-operable slider and saves it: a new proof is drawn', async () => {
    const { puts } = setup(awaitingOrder());
    renderApp(`/app/order-confirmation/${HASH}`);
    const section = await screen.findByRole('region', { name: 'Your Proof' });
    await userEvent.click(
      await within(section).findByRole('button', { name: 'Adjust the crop, Canvas 20x30' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Adjust the crop' });
    expect(within(dialog).getByRole('img', { name: /printed area marked/ })).toHaveAttribute(
      'src',
      expect.stringContaining('/images/generated/a.webp'),
    );
    // A square artwork on a 2:3 print: the window is two thirds wide and starts where the proof had it (0.4).
    const slider = within(dialog).getByRole('slider', { name: 'Crop position, left to right' });
    expect(slider).toHaveValue('0.4');
    expect(windowLeft(dialog)).toBeCloseTo((1 - 2 / 3) * 0.4 * 100, 3);
    expect(parseFloat(within(dialog).getByTestId('crop-window').style.width)).toBeCloseTo(200 / 3, 3);

    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(slider).toHaveValue('0.41');
    await userEvent.keyboard('{End}');
    expect(slider).toHaveValue('1');
    expect(slider).toHaveAttribute('aria-valuetext', '100% towards the right');
    expect(windowLeft(dialog)).toBeCloseTo(100 / 3, 3);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save crop' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toEqual([{ lineId: 'line-1', body: { position: 1 } }]);
    // The order is read again: its next proof is being drawn, and nothing more can be answered meanwhile.
    await waitFor(() =>
      expect(within(section).getByTestId('proof-status')).toHaveTextContent(PROOF_TEXT.drawing),
    );
    expect(within(section).queryByRole('button', { name: /Adjust the crop/ })).not.toBeInTheDocument();
  });

  it('shows the refusal in the dialog when the proof was answered meanwhile', async () => {
    setup(awaitingOrder(), () =>
      errorEnvelope(409, CROP_CHANGE_MESSAGES.already_approved, 'INVALID_REQUEST', {
        code: 'ORDER.PROOF_CONFLICT',
      }),
    );
    renderApp(`/app/order-confirmation/${HASH}`);
    await userEvent.click(await screen.findByRole('button', { name: /Adjust the crop/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust the crop' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save crop' }));
    expect(await within(dialog).findByText(CROP_CHANGE_MESSAGES.already_approved)).toBeInTheDocument();
  });

  it('offers no crop once the line may not move (a note asked for a change, or approved)', async () => {
    setup(awaitingOrder({ ...SHOWN, status: 'change_requested', changeNote: 'Move it' }, false));
    renderApp(`/app/order-confirmation/${HASH}`);
    const section = await screen.findByRole('region', { name: 'Your Proof' });
    expect(within(section).getByTestId('proof-status')).toHaveTextContent(PROOF_TEXT.changeRequested);
    expect(within(section).queryByRole('button', { name: /Adjust the crop/ })).not.toBeInTheDocument();
  });
});
