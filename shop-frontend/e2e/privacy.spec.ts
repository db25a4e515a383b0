import { expect, linkFromMailbox, signedInThroughApi, test } from './helpers';

const PASSWORD = 'Private-Pass-1';
const DELETION_LINK = /\/auth\/delete-account\/[A-Za-z0-9_-]+/;
const EXPORT_LINK = /\/app\/settings\?export=[^\s"<]+/;

test.describe('your data', { tag: '@phone' }, () => {
  test('a customer deletes their account: password, emailed link, signed out, the email free again', async ({
    page,
  }, testInfo) => {
    const { email } = await signedInThroughApi(page, testInfo, 'forget-me', PASSWORD);
    await page.goto('/app/settings');
    await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Email me the confirmation link' }).click();
    await expect(dialog.getByText('The password is not correct.', { exact: false })).toBeVisible();

    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Email me the confirmation link' }).click();
    const sent = page.getByRole('dialog', { name: 'Check your email' });
    await expect(sent.getByText(`We sent a confirmation link to ${email}`, { exact: false })).toBeVisible();
    await sent.getByRole('button', { name: 'Close' }).click();

    const link = (await linkFromMailbox(page.request, email, DELETION_LINK)).replace(/^https?:\/\/[^/]+/, '');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Delete your account' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(page.getByRole('heading', { name: 'Your account is being deleted' })).toBeVisible();
    await expect(page.getByText('signed out everywhere', { exact: false })).toBeVisible();

    // The account is gone (the job runs after the answer): sign-in refused, then the address registers again.
    await expect
      .poll(
        async () => (await page.request.post('/api/login', { data: { email, password: PASSWORD } })).status(),
        {
          timeout: 15_000,
        },
      )
      .toBe(401);
    const again = await page.request.post('/api/register', {
      data: { email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(again.status()).toBe(201);

    // The link was used: a second visit says so.
    await page.goto(link);
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
    await expect(page.getByText('used already', { exact: false })).toBeVisible();
  });

  test('a customer downloads a copy of their data from the emailed link', async ({ page }, testInfo) => {
    const { email } = await signedInThroughApi(page, testInfo, 'copy-me', PASSWORD);
    await page.goto('/app/settings');
    await page.getByRole('button', { name: 'Download my data' }).click();
    await expect(page.getByText('We are preparing your data.', { exact: false })).toBeVisible();

    const link = (await linkFromMailbox(page.request, email, EXPORT_LINK)).replace(/^https?:\/\/[^/]+/, '');
    await page.goto(link);
    await expect(page.getByText('Your data is ready')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download archive' }).click();
    expect((await download).suggestedFilename()).toMatch(/^petart-data-\d{4}-\d{2}-\d{2}\.zip$/);
  });
});
