import { MESSAGES } from '@petart/domain';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, errorEnvelope } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

describe('forgot password', () => {
  it('/forgot-password redirects to the page; Sending... then the Email Sent alert', async () => {
    let sent: unknown;
    // The answer waits until the test has seen the sending state (a timer could run out first on a loaded machine).
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(apiUrl('/auth/forgot-password'), async ({ request }) => {
        sent = await request.json();
        await released;
        return HttpResponse.json({ message: 'If an account exists...' });
      }),
    );
    const { user, router } = renderApp('/forgot-password');
    const form = within(await screen.findByRole('form', { name: 'Forgot password' }));
    expect(router.state.location.pathname).toBe('/auth/forgot-password');
    expect(screen.getByRole('heading', { name: 'Reset Your Password' })).toBeInTheDocument();
    await user.type(form.getByLabelText('Email'), 'pat@example.com');
    await user.click(form.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Email Sent')).toBeInTheDocument();
    expect(
      screen.getByText(
        'If an account exists with that email, you will receive password reset instructions shortly. Please check your email inbox and spam folder.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual({ email: 'pat@example.com' });
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/auth');
  });

  it('validates the email and shows the failure text when the call fails', async () => {
    server.use(http.post(apiUrl('/auth/forgot-password'), () => errorEnvelope(500, 'boom')));
    const { user } = renderApp('/auth/forgot-password');
    const form = within(await screen.findByRole('form', { name: 'Forgot password' }));
    await user.type(form.getByLabelText('Email'), 'nope');
    await user.click(form.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    await user.type(form.getByLabelText('Email'), '@example.com');
    await user.click(form.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText('There was a problem processing your request. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('reset password', () => {
  it("says 'Reset token is missing or invalid' without a token, without calling the API", async () => {
    renderApp('/auth/reset-password');
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.getByText('Reset token is missing or invalid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows the server text for an invalid or expired token (token from ?token=)', async () => {
    let checked = '';
    server.use(
      http.get(apiUrl('/auth/verify-reset-token'), ({ request }) => {
        checked = new URL(request.url).searchParams.get('token') ?? '';
        return HttpResponse.json({
          valid: false,
          message: 'This password reset link is invalid or has expired',
        });
      }),
    );
    renderApp('/auth/reset-password?token=abc');
    expect(await screen.findByText('Verifying your reset link...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.getByText('This password reset link is invalid or has expired')).toBeInTheDocument();
    expect(checked).toBe('abc');
  });

  it("says 'There was a problem verifying your reset link' when the check fails", async () => {
    server.use(http.get(apiUrl('/auth/verify-reset-token'), () => HttpResponse.error()));
    renderApp('/auth/reset-password/abc');
    expect(await screen.findByText('There was a problem verifying your reset link')).toBeInTheDocument();
  });

  it('validates, resets with the path token and shows the success screen', async () => {
    let sent: unknown;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(apiUrl('/auth/verify-reset-token'), () => HttpResponse.json({ valid: true })),
      http.post(apiUrl('/auth/reset-password'), async ({ request }) => {
        sent = await request.json();
        await released;
        return HttpResponse.json({ success: true, message: 'Password reset successfully' });
      }),
    );
    const { user } = renderApp('/auth/reset-password/tok-1');
    const form = within(await screen.findByRole('form', { name: 'Reset password' }));
    await user.type(form.getByLabelText('New Password'), 'short');
    await user.type(form.getByLabelText('Confirm Password'), 'short');
    await user.click(form.getByRole('button', { name: 'Reset Password' }));
    expect(form.getByLabelText('New Password')).toHaveAccessibleDescription(MESSAGES.resetPasswordMin);
    expect(form.getByLabelText('Confirm Password')).toHaveAccessibleDescription(MESSAGES.confirmPasswordMin);

    await user.clear(form.getByLabelText('New Password'));
    await user.clear(form.getByLabelText('Confirm Password'));
    await user.type(form.getByLabelText('New Password'), 'new-password-1');
    await user.type(form.getByLabelText('Confirm Password'), 'new-password-2');
    await user.click(form.getByRole('button', { name: 'Reset Password' }));
    expect(form.getByLabelText('Confirm Password')).toHaveAccessibleDescription(MESSAGES.passwordsDoNotMatch);

    await user.clear(form.getByLabelText('Confirm Password'));
    await user.type(form.getByLabelText('Confirm Password'), 'new-password-1');
    await user.click(form.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('button', { name: 'Resetting Password...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'Password Reset Successfully' })).toBeInTheDocument();
    expect(screen.getByText('You can now login with your new password')).toBeInTheDocument();
    expect(sent).toEqual({ token: 'tok-1', password: 'new-password-1', confirmPassword: 'new-password-1' });
  });

  it("shows the server's error text when the reset is refused", async () => {
    server.use(
      http.get(apiUrl('/auth/verify-reset-token'), () => HttpResponse.json({ valid: true })),
      http.post(apiUrl('/auth/reset-password'), () =>
        errorEnvelope(400, 'This password reset link is invalid or has expired', 'INVALID_REQUEST'),
      ),
    );
    const { user } = renderApp('/auth/reset-password/tok-1');
    const form = within(await screen.findByRole('form', { name: 'Reset password' }));
    await user.type(form.getByLabelText('New Password'), 'new-password-1');
    await user.type(form.getByLabelText('Confirm Password'), 'new-password-1');
    await user.click(form.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired',
    );
  });
});
