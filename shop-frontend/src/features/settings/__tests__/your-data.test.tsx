import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, errorEnvelope, signedInHandlers, userFixture } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

const WRONG = 'The password is not correct. Enter the password you sign in with.';

/** The signed-in account and the privacy routes: a wrong password refused, the right one answered; what was sent. */
function privacyServer() {
  const sent: { passwords: string[]; exports: number } = { passwords: [], exports: 0 };
  server.use(
    ...signedInHandlers(userFixture()),
    http.post(apiUrl('/privacy/deletion'), async ({ request }) => {
      const { password } = (await request.json()) as { password: string };
      sent.passwords.push(password);
      return password === 'right-one'
        ? HttpResponse.json({ message: 'We sent a confirmation link to pat@example.com.' })
        : errorEnvelope(400, WRONG, 'INVALID_REQUEST', { code: 'PRIVACY.PASSWORD_INCORRECT' });
    }),
    http.post(apiUrl('/privacy/exports'), () => {
      sent.exports += 1;
      return HttpResponse.json(
        {
          message: 'We are preparing your data.',
          request: {
            id: '11111111-1111-4111-8111-111111111111',
            kind: 'export',
            state: 'preparing',
            createdAt: '2026-12-03T10:00:00.000Z',
            linkExpiresAt: null,
          },
        },
        { status: 202 },
      );
    }),
  );
  return sent;
}

describe('settings: your data', () => {
  it('asks for a copy of the data and says it is being prepared', async () => {
    const sent = privacyServer();
    const { user } = renderApp('/app/settings');
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('We are preparing your data.')).toBeInTheDocument();
    expect(sent.exports).toBe(1);
  });

  it('asks for the password, shows the refusal, then that the link was emailed', async () => {
    const sent = privacyServer();
    const { user } = renderApp('/app/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    const submit = dialog.getByRole('button', { name: 'Email me the confirmation link' });
    await user.click(submit);
    expect(dialog.getByText('Enter your password')).toBeInTheDocument();
    expect(sent.passwords).toEqual([]);

    await user.type(dialog.getByLabelText('Your password'), 'wrong-one');
    await user.click(submit);
    expect(await dialog.findByText(WRONG)).toBeInTheDocument();

    await user.clear(dialog.getByLabelText('Your password'));
    await user.type(dialog.getByLabelText('Your password'), 'right-one');
    await user.click(submit);
    const done = within(await screen.findByRole('dialog', { name: 'Check your email' }));
    expect(done.getByText('We sent a confirmation link to pat@example.com.')).toBeInTheDocument();
    expect(sent.passwords).toEqual(['wrong-one', 'right-one']);
    await user.click(done.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
