import {
  expect,
  linkFromMailbox,
  logIn,
  openAppMenu,
  registerAndVerify,
  registerVerifiedThroughApi,
  signedInThroughApi,
  snap,
  test,
  uniqueEmail,
} from './helpers';

const PASSWORD = 'Petart-pass-1';

test(
  'register, verify from the mailbox, log in, land on /app/create, log out',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const email = uniqueEmail('journey', testInfo);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Turn Your Pet Into Art You'll Treasure Forever",
    );
    await snap(page, testInfo, 'landing');

    await registerAndVerify(page, testInfo, email, PASSWORD);
    await page.goto('/auth?tab=login');
    await logIn(page, email, PASSWORD);
    await snap(page, testInfo, 'app-create');

    await openAppMenu(page);
    await page.getByRole('button', { name: 'Log out' }).last().click();
    await expect(page.getByText('You have been successfully logged out')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // Logged-out visitors get the hero button to /auth again (the header buttons sit in the drawer on phones).
    await expect(page.getByRole('link', { name: "Create Your Pet's Portrait" })).toHaveAttribute(
      'href',
      '/auth',
    );
    await snap(page, testInfo, 'logged-out');

    // The session is really over: the app asks to log in again.
    await page.goto('/app/create');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await snap(page, testInfo, 'authentication-required');
  },
);

test(
  'forgot password, reset from the mailbox, log in with the new password',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    // The account comes through the API, in a context of its own: this journey starts signed out.
    const email = uniqueEmail('reset', testInfo);
    await registerVerifiedThroughApi(request, email, PASSWORD);

    await page.goto('/forgot-password');
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await page.getByRole('form', { name: 'Forgot password' }).getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Email Sent')).toBeVisible();
    await snap(page, testInfo, 'forgot-password-sent');

    const link = await linkFromMailbox(
      page.request,
      email,
      /https?:\/\/[^\s"'<>]*\/auth\/reset-password\/[^\s"'<>]+/,
    );
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    const form = page.getByRole('form', { name: 'Reset password' });
    await form.getByLabel('New Password').fill('Brand-new-pass-2');
    await form.getByLabel('Confirm Password').fill('Brand-new-pass-2');
    await form.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Reset Successfully' })).toBeVisible();
    await snap(page, testInfo, 'password-reset');

    // The used link is refused now.
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();

    await page.goto('/auth');
    const login = page.getByRole('form', { name: 'Log in' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toContainText('Login Failed');
    await snap(page, testInfo, 'old-password-refused');

    await login.getByLabel('Password', { exact: true }).fill('Brand-new-pass-2');
    await login.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/app\/create$/);
  },
);

test('settings: personal and shipping information saved', async ({ page }, testInfo) => {
  await signedInThroughApi(page, testInfo, 'settings', PASSWORD);
  await page.goto('/app/settings');

  const personal = page.getByRole('form', { name: 'Personal information' });
  const save = personal.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();
  await personal.getByLabel('First Name').fill('Robin');
  await personal.getByLabel('Last Name').fill('Doe');
  await personal.getByLabel('Phone Number').fill('12ab');
  await save.click();
  await expect(personal.getByText('Phone number must contain only digits')).toBeVisible();
  await personal.getByLabel('Phone Number').fill('5551234567');
  await save.click();
  await expect(page.getByText('Personal information updated successfully')).toBeVisible();
  await snap(page, testInfo, 'settings-personal-saved');

  await page.getByRole('tab', { name: 'Shipping Information' }).click();
  const shipping = page.getByRole('form', { name: 'Shipping information' });
  await shipping.getByLabel('Street Address').fill('1 Main Street');
  await shipping.getByLabel('City').fill('Austin');
  await shipping.getByLabel('Postal Code').fill('73301');
  await shipping.getByLabel('Country').selectOption('US');
  await shipping.getByLabel('State').selectOption('TX');
  await shipping.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Shipping information updated successfully')).toBeVisible();
  await snap(page, testInfo, 'settings-shipping-saved');

  // Saved on the server: a reload shows the values again and the sidebar greets the new first name.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Personal information' }).getByLabel('First Name')).toHaveValue(
    'Robin',
  );
  await page.getByRole('tab', { name: 'Shipping Information' }).click();
  await expect(page.getByRole('form', { name: 'Shipping information' }).getByLabel('State')).toHaveValue(
    'TX',
  );
  await openAppMenu(page);
  await expect(page.getByTestId('user-card-name').last()).toHaveText('Robin');
});
