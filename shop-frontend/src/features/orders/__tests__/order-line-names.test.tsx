import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { NameOnPrintDto } from '../../../api/enhanced-api';
import { apiUrl, errorEnvelope, signedInHandlers } from '../../../testing/msw-handlers';
import { server as msw } from '../../../testing/msw-server';
import { personalisationOptionsFixture } from '../../../testing/personalisation-fixtures';
import { renderApp } from '../../../testing/render-app';
import { HASH, orderFixture, type WireOrder } from './order-fixture';

vi.setConfig({ testTimeout: 20_000 });

const BISCUIT: NameOnPrintDto = {
  name: 'Biscuit',
  secondLine: '2012 – 2026',
  font: 'playfair',
  placement: 'bottom',
  colour: 'auto',
};

function namedOrder(name: NameOnPrintDto, editableUntil: string | null): WireOrder {
  const base = orderFixture();
  return orderFixture({
    printifyOrderId: 'local-a1b2c3d4',
    items: base.items.map((item) => ({ ...item, personalisation: name, nameEditableUntil: editableUntil })),
  });
}

function setup(initial: WireOrder, answer?: (body: NameOnPrintDto) => Response) {
  let order = initial;
  const patches: { lineId: string; body: NameOnPrintDto }[] = [];
  const drawn: Record<string, unknown>[] = [];
  msw.use(
    // The dialog's preview: the renderer's front view with the name it was asked for.
    http.post(apiUrl('/generate-mockups'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      drawn.push(body);
      const name = (body.personalisation as NameOnPrintDto).name;
      return HttpResponse.json({
        success: true,
        mockups: [
          {
            src: `/api/images/mockups/${name}-front.webp?exp=1&sig=m&camera_label=front`,
            view: 'front',
            cameraLabel: 'front',
          },
        ],
      });
    }),
    ...signedInHandlers(),
    http.get(apiUrl('/cart'), () => HttpResponse.json({ items: [], itemCount: 0 })),
    http.get(apiUrl('/order/hash/:hash'), () => HttpResponse.json(order)),
    http.get(apiUrl('/payment/order-line-items/:id'), () => HttpResponse.json([])),
    http.get(apiUrl('/personalisation/options'), () => HttpResponse.json(personalisationOptionsFixture(500))),
    http.patch(apiUrl('/orders/:hash/lines/:lineId/personalisation'), async ({ request, params }) => {
      const body = (await request.json()) as NameOnPrintDto;
      patches.push({ lineId: String(params.lineId), body });
      if (answer) return answer(body);
      order = namedOrder(body, initial.items[0]!.nameEditableUntil);
      return HttpResponse.json({ lineId: params.lineId, personalisation: body, replacedAtProvider: true });
    }),
  );
  return { patches, drawn };
}

const inAnHour = () => new Date(Date.now() + 60 * 60_000).toISOString();

describe('the name on the print of a paid order', () => {
  it('while on hold: "Edit Name" opens the preview form without the switch, saves through the route and shows the new name', async () => {
    const { patches } = setup(namedOrder(BISCUIT, inAnHour()));
    renderApp(`/app/order-confirmation/${HASH}`);
    const section = await screen.findByRole('region', { name: 'Name on the Print' });
    expect(within(section).getByTestId('order-line-name-text')).toHaveTextContent('Biscuit · 2012 – 2026');
    expect(within(section).getByText(/You can change it until/)).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: /Edit Name/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the name on the print' });
    // A paid name is changed, not removed: no switch, no price.
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('name-price')).not.toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Biscuit');

    // The domain's message blocks a name the font cannot print.
    await userEvent.clear(name);
    await userEvent.type(name, 'Rex ♥');
    await userEvent.tab();
    expect(
      await within(dialog).findByText('The name has a character the Classic font cannot print: ♥'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Name' })).toBeDisabled();

    await userEvent.clear(name);
    await userEvent.type(name, 'Pumpkin');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Modern/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Name' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches).toEqual([
      {
        lineId: 'line-1',
        body: {
          name: 'Pumpkin',
          secondLine: '2012 – 2026',
          font: 'montserrat',
          placement: 'bottom',
          colour: 'auto',
        },
      },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('order-line-name-text')).toHaveTextContent('Pumpkin · 2012 – 2026'),
    );
  });

  it('"Edit Name" shows the print with the name as it is typed, keeping the last printable name', async () => {
    const { drawn } = setup(namedOrder(BISCUIT, inAnHour()));
    renderApp(`/app/order-confirmation/${HASH}`);
    await userEvent.click(await screen.findByRole('button', { name: /Edit Name/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the name on the print' });
    const preview = within(dialog).getByRole('figure', { name: 'Preview of the name on the print' });
    await waitFor(() =>
      expect(within(preview).getByRole('img')).toHaveAttribute(
        'src',
        expect.stringContaining('Biscuit-front'),
      ),
    );
    expect(drawn[0]).toMatchObject({
      imageUrl: '/api/images/generated/a.webp?exp=1&sig=x',
      printType: 'canvas',
      personalisation: BISCUIT,
    });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Pumpkin');
    await waitFor(
      () =>
        expect(within(preview).getByRole('img')).toHaveAttribute(
          'src',
          expect.stringContaining('Pumpkin-front'),
        ),
      { timeout: 4000 },
    );
    // A name the font cannot print is explained as it is typed, without leaving the field; the picture stays.
    await userEvent.type(name, ' 🐶');
    expect(
      within(dialog).getByText('The name has a character the Classic font cannot print: 🐶'),
    ).toBeInTheDocument();
    const requests = drawn.length;
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(drawn).toHaveLength(requests);
    expect(within(preview).getByRole('img')).toHaveAttribute('src', expect.stringContaining('Pumpkin-front'));
  });

  it('shows the server refusal in the dialog when production started meanwhile', async () => {
    setup(namedOrder(BISCUIT, inAnHour()), () =>
      errorEnvelope(
        409,
        'The name can no longer be changed: this print has gone to production with the name shown.',
        'INVALID_REQUEST',
        { code: 'PERSONALISATION.TOO_LATE' },
      ),
    );
    renderApp(`/app/order-confirmation/${HASH}`);
    await userEvent.click(await screen.findByRole('button', { name: /Edit Name/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Name' }));
    expect(
      await within(dialog).findByText(
        'The name can no longer be changed: this print has gone to production with the name shown.',
      ),
    ).toBeInTheDocument();
  });

  it('once too late: no button, the name as printed', async () => {
    setup(namedOrder(BISCUIT, null));
    renderApp(`/app/order-confirmation/${HASH}`);
    const section = await screen.findByRole('region', { name: 'Name on the Print' });
    expect(within(section).getByTestId('order-line-name-text')).toHaveTextContent('Biscuit · 2012 – 2026');
    expect(within(section).getByText('Printed with this name.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Edit Name/ })).not.toBeInTheDocument();
  });

  it('an order without a name has no such section', async () => {
    setup(orderFixture());
    renderApp(`/app/order-confirmation/${HASH}`);
    expect(await screen.findByTestId('order-reference')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Name on the Print' })).not.toBeInTheDocument();
  });
});
