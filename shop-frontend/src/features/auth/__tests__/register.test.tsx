import { MESSAGES } from '@petart/domain';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, errorEnvelope } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

async function fillRegister(
  user: ReturnType<typeof renderApp>['user'],
  values: { email: string; password: string; confirmPassword: string },
) {
  const form = within(await screen.findByRole('form', { name: 'Create account' }));
  await user.type(form.getByLabelText('Email'), values.email);
  await user.type(form.getByLabelText('Password'), values.password);
  await user.type(form.getByLabelText('Confirm Password'), values.confirmPassword);
  await user.click(form.getByRole('button', { name: 'Create Account' }));
  return form;
}

describe('create account tab', () => {
  it("refuses mismatched passwords with 'Passwords do not match' on confirmPassword", async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('/register'), () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderApp('/auth?tab=register');
    const form = await fillRegister(user, {
      email: 'pat@example.com',
      password: 'secret123',
      confirmPassword: 'secret124',
    });
    expect(form.getByLabelText('Confirm Password')).toHaveAccessibleDescription(MESSAGES.passwordsDoNotMatch);
    expect(calls).toBe(0);
  });

  it('shows the catalogue title and message for a duplicate email', async () => {
    server.use(
      http.post(apiUrl('/register'), () =>
        errorEnvelope(
          400,
          'An account with this email already exists. Please log in instead.',
          'EMAIL_ALREADY_EXISTS',
          {
            error: 'Email already exists',
          },
        ),
      ),
    );
    const { user } = renderApp('/auth?tab=register');
    await fillRegister(user, {
      email: 'pat@example.com',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email Already Registered');
    expect(alert).toHaveTextContent('An account with this email already exists. Please log in instead.');
  });

  it("lists the server's validation details under 'Please fix the following:'", async () => {
    server.use(
      http.post(apiUrl('/register'), () =>
        errorEnvelope(400, 'Please enter a valid email address', 'VALIDATION_ERROR', {
          error: 'Invalid input',
          details: ['Please enter a valid email address', 'Password must be at least 6 characters'],
        }),
      ),
    );
    const { user } = renderApp('/auth?tab=register');
    await fillRegister(user, {
      email: 'pat@example.com',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid input');
    expect(alert).toHaveTextContent('Please fix the following:');
    const items = within(alert)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Please enter a valid email address', 'Password must be at least 6 characters']);
  });

  it('sends email and password only, then shows Verify Your Email with a success toast', async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl('/register'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            message: 'Registration successful. Please check your email to verify your account.',
            email: 'new@example.com',
          },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp('/auth?tab=register');
    await fillRegister(user, {
      email: ' new@example.com ',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    expect(await screen.findByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(screen.getByTestId('pending-email')).toHaveTextContent('new@example.com');
    expect(screen.getByText('Registration successful')).toBeInTheDocument();
    expect(screen.getByText('Please check your email to verify your account')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'new@example.com', password: 'secret123' });
  });
});
