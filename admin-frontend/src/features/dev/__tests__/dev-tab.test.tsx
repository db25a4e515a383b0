import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FALLBACK_ERROR_ANALYSIS } from '@petart/domain';
import { apiUrl, errorEnvelope } from '../../../testing/msw-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { atScreenWidth } from '../../../testing/viewport';
import type { ErrorLogDto as ErrorLog } from '../../../api/enhanced-api';

function errorLog(overrides: Partial<ErrorLog> = {}): ErrorLog {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    userId: null,
    errorType: 'SERVER_ERROR',
    errorMessage: 'Printify answered 500',
    stackTrace: 'Error: x\n    at submit (fulfilment.service.ts:1:1)',
    context: { route: 'POST /api/orders' },
    userAgent: 'Mozilla',
    severity: 'high',
    resolved: false,
    createdAt: '2026-11-22T10:00:00.000Z',
    resolvedAt: null,
    occurrences: 3,
    lastSeenAt: '2026-11-22T10:05:00.000Z',
    userDetails: { email: 'pat@example.com', username: 'pat' },
    action: null,
    actionLabel: null,
    subject: null,
    ...overrides,
  };
}

function errorHandlers(errors: ErrorLog[], total = errors.length) {
  return [
    http.get(apiUrl('/admin/errors'), ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('type') === 'ADMIN_AUDIT') {
        // The server keeps one action's entries when asked (action=).
        const action = url.searchParams.get('action');
        const audit = [
          errorLog({
            id: '22222222-2222-4222-8222-222222222222',
            errorType: 'ADMIN_AUDIT',
            errorMessage: 'staff@example.com error.resolve error_log 1111',
            action: 'error.resolve',
            actionLabel: 'Resolved an error',
            context: {
              action: 'error.resolve',
              actor: { email: 'staff@example.com' },
              target: { type: 'error_log', id: '1111' },
              outcome: 'ok',
            },
            occurrences: 1,
          }),
          errorLog({
            id: '55555555-5555-4555-8555-555555555555',
            errorType: 'ADMIN_AUDIT',
            errorMessage: 'staff@example.com orders.refund order 234e353a-0000-4000-8000-000000000001',
            action: 'orders.refund',
            actionLabel: 'Refunded',
            context: {
              action: 'orders.refund',
              actor: { email: 'staff@example.com' },
              target: { type: 'order', id: '234e353a-0000-4000-8000-000000000001' },
              outcome: 'ok',
              detail: { reason: 'Damaged' },
            },
            createdAt: '2026-11-22T10:00:00.000Z',
            occurrences: 1,
            subject: {
              type: 'order',
              id: '234e353a-0000-4000-8000-000000000001',
              orderId: '234e353a-0000-4000-8000-000000000001',
              orderNumber: 'PA-7K3M9X',
              customerEmail: 'ada@example.com',
              userEmail: null,
              label: 'Order PA-7K3M9X',
              href: '/orders/234e353a-0000-4000-8000-000000000001',
            },
          }),
          errorLog({
            id: '66666666-6666-4666-8666-666666666666',
            errorType: 'ADMIN_AUDIT',
            errorMessage: 'staff@example.com claims.decline claim cc290000-0000-4000-8000-000000000002',
            action: 'claims.decline',
            actionLabel: 'Declined the report',
            context: {
              action: 'claims.decline',
              actor: { email: 'staff@example.com' },
              target: { type: 'claim', id: 'cc290000-0000-4000-8000-000000000002' },
              outcome: 'failed',
            },
            occurrences: 1,
            subject: {
              type: 'claim',
              id: 'cc290000-0000-4000-8000-000000000002',
              orderId: '234e353a-0000-4000-8000-000000000001',
              orderNumber: 'PA-7K3M9X',
              customerEmail: 'ada@example.com',
              userEmail: null,
              label: 'Claim on order PA-7K3M9X',
              href: '/orders/234e353a-0000-4000-8000-000000000001?claim=cc290000-0000-4000-8000-000000000002',
            },
          }),
        ].filter((entry) => !action || entry.action === action);
        return HttpResponse.json({ errors: audit, total: audit.length, limit: 10, offset: 0 });
      }
      return HttpResponse.json({ errors, total, limit: 10, offset: Number(url.searchParams.get('offset')) });
    }),
    http.get(apiUrl('/admin/errors/count'), () => HttpResponse.json({ total, unresolved: total })),
  ];
}

/** The resolve endpoint answers; the function returned says which error it was asked to resolve. */
function answerResolve(): () => string | undefined {
  let resolved: string | undefined;
  server.use(
    http.post(apiUrl('/admin/errors/:id/resolve'), ({ params }) => {
      resolved = String(params.id);
      return HttpResponse.json({
        message: 'Error marked as resolved',
        error: errorLog({ resolved: true }),
      });
    }),
  );
  return () => resolved;
}

// The first render of a lazy route module is slow on a shared machine.

/** The verifier answers this check (a printify source of 34 sizes unless the fields say otherwise). */
/** A size matched by title on a default install (the simulator's catalog), with why and what to do. */
const UNCONFIRMED_16X16 = {
  printType: 'canvas',
  size: '16x16',
  orientation: 'square',
  resolvedId: 91234,
  resolvedTitle: '16″ x 16″ / 1.25"',
  reason: "No variant id is configured for this size, and this install checks the simulator's offline copy.",
  action: 'Set PRINTIFY_API_TOKEN with FULFILMENT_PROVIDER=printify and verify again.',
};

/** A size the description promises satin for, printed matte. */
const PROMISE_24X36 = {
  printType: 'poster',
  size: '24x36',
  orientation: 'portrait',
  variantId: 43150,
  title: '24″ x 36″ / Matte',
  promised: 'satin, semi-gloss finish',
  printed: 'Matte',
  customersReadPromise: false,
};

function answerVerification(fields: Record<string, unknown>) {
  server.use(
    http.get(apiUrl('/admin-variant/verify-variants'), () =>
      HttpResponse.json({
        checkedAt: '2026-11-22T10:00:00.000Z',
        source: 'printify',
        checked: 34,
        unconfirmed: [],
        ...fields,
      }),
    ),
  );
}
/**
 * A Printify adapter that is down and a dead fulfilment job (a queued one when asked for queued jobs); the returned
 * function says whether Retry was sent.
 */
function answerDevTools(): () => boolean {
  let retried = false;
  server.use(
    http.get(apiUrl('/admin/dev-tools/adapters'), () =>
      HttpResponse.json([
        {
          port: 'FULFILMENT_PROVIDER',
          adapter: 'printify',
          vendor: 'Printify',
          status: 'down',
          detail: 'Answered 503',
          latencyMs: 12,
        },
      ]),
    ),
    http.get(apiUrl('/admin/jobs'), ({ request }) =>
      HttpResponse.json([
        {
          id: '33333333-3333-4333-8333-333333333333',
          kind:
            new URL(request.url).searchParams.get('status') === 'queued'
              ? 'confirmation_email'
              : 'fulfilment',
          orderId: '44444444-4444-4444-8444-444444444444',
          orderHash: 'abcdef0123456789',
          orderNumber: 'PA-4DM1N7',
          status: new URL(request.url).searchParams.get('status') === 'queued' ? 'queued' : 'dead',
          attempts: 8,
          runAfter: '2026-11-22T10:00:00.000Z',
          lastError: 'Printify answered 500',
          createdAt: '2026-11-22T10:00:00.000Z',
          updatedAt: '2026-11-22T10:00:00.000Z',
        },
      ]),
    ),
    http.post(apiUrl('/admin/jobs/:id/retry'), () => {
      retried = true;
      return HttpResponse.json({ message: 'Job queued again', job: {} });
    }),
  );
  return () => retried;
}

describe('Dev tab', { timeout: 20_000 }, () => {
  it('lists errors, resolves one with a toast and shows details with the user', async () => {
    server.use(...errorHandlers([errorLog()]));
    const resolved = answerResolve();
    const { user } = renderApp('/dev/errors');
    expect(await screen.findByText('Printify answered 500 (x3)', {}, { timeout: 8000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error Details' });
    expect(within(dialog).getByText('User: pat@example.com (pat)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // The closing dialog keeps the page aria-hidden until its transition ends.
    await user.click(await screen.findByRole('button', { name: 'Resolve' }, { timeout: 3000 }));
    expect(await screen.findByText('Error marked as resolved')).toBeInTheDocument();
    expect(resolved()).toBe('11111111-1111-4111-8111-111111111111');
  });

  it("bulk resolve says 'No action needed' when nothing was open; Delete All shows when errors exist", async () => {
    server.use(
      ...errorHandlers([errorLog({ resolved: true })]),
      http.post(apiUrl('/admin/errors/resolve-bulk'), () =>
        HttpResponse.json({ resolved: [], skipped: 1, message: 'No action needed' }),
      ),
      http.delete(apiUrl('/admin/errors/delete-all'), () => errorEnvelope(500, 'boom')),
    );
    const { user } = renderApp('/dev/errors');
    await user.click(await screen.findByRole('checkbox', { name: /Select SERVER_ERROR/ }, { timeout: 8000 }));
    await user.click(screen.getByRole('button', { name: 'Resolve Selected' }));
    expect(await screen.findByText('No action needed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete All' }));
    await user.click(await screen.findByRole('button', { name: 'Delete all' }));
    expect(await screen.findByText('Failed to delete all errors')).toBeInTheDocument();
  });

  it("'Delete All' asks for confirmation first; Cancel deletes nothing", async () => {
    let deleted = 0;
    server.use(
      ...errorHandlers([errorLog()], 4),
      http.delete(apiUrl('/admin/errors/delete-all'), () => {
        deleted += 1;
        return HttpResponse.json({ deleted: 4 });
      }),
    );
    const { user } = renderApp('/dev/errors');
    await user.click(await screen.findByRole('button', { name: 'Delete All' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete all error logs?' });
    expect(within(dialog).getByText(/All 4 error logs are deleted for good/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Delete All' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete all error logs?' })).getByRole('button', {
        name: 'Delete all',
      }),
    );
    expect(await screen.findByText('All errors deleted')).toBeInTheDocument();
    expect(deleted).toBe(1);
  });

  it("paginates by 10 and shows 'Analysis Failed' with the server's fallback on 503", async () => {
    const fallback = { ...FALLBACK_ERROR_ANALYSIS, summary: 'Fallback from the server' };
    server.use(
      ...errorHandlers([errorLog()], 95),
      http.post(apiUrl('/analyze-error'), () =>
        HttpResponse.json(
          { message: 'Analysis Failed', code: 'ANALYSIS.UNAVAILABLE', fallback },
          { status: 503 },
        ),
      ),
    );
    const { user } = renderApp('/dev/errors');
    await screen.findByText('Printify answered 500 (x3)', {}, { timeout: 8000 });
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(pages)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '10']);
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI Error Analysis' });
    expect(await within(dialog).findByText('Analysis Failed')).toBeInTheDocument();
    expect(within(dialog).getByText('Fallback from the server')).toBeInTheDocument();
    expect(within(dialog).getByText('Confidence: Low (30%)')).toBeInTheDocument();
  });

  it('shows the audit trail read-only, in words: the order by its number and customer, linked', async () => {
    server.use(...errorHandlers([]));
    const { user } = renderApp('/dev/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' }, { timeout: 8000 });
    const refund = within(table).getByRole('row', { name: /Refunded/ });
    expect(within(refund).getByRole('link', { name: 'Order PA-7K3M9X' })).toHaveAttribute(
      'href',
      '/orders/234e353a-0000-4000-8000-000000000001',
    );
    expect(refund).toHaveTextContent('ada@example.com');
    expect(refund).toHaveTextContent('reason: Damaged');
    expect(refund).toHaveTextContent('staff@example.com');
    expect(refund).toHaveTextContent(/Nov 22, 2026, \d{1,2}:00 [AP]M/);
    const decline = within(table).getByRole('row', { name: /Declined the report/ });
    expect(within(decline).getByRole('link', { name: 'Claim on order PA-7K3M9X' })).toHaveAttribute(
      'href',
      '/orders/234e353a-0000-4000-8000-000000000001?claim=cc290000-0000-4000-8000-000000000002',
    );
    expect(decline).toHaveTextContent('Failed');
    expect(within(table).getByRole('row', { name: /Resolved an error/ })).toHaveTextContent('error log');
    // No internal id or stored message where staff read.
    expect(table).not.toHaveTextContent('234e353a');
    expect(table).not.toHaveTextContent('orders.refund');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    // The stored action key is the filter's value: one action's entries only.
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Refunded (orders.refund)' }));
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Declined the report/ })).toBeNull());
    expect(within(table).getByRole('row', { name: /Refunded/ })).toBeInTheDocument();
    expect(within(table).queryByRole('row', { name: /Resolved an error/ })).toBeNull();
  });

  it('verifies variants: issues, all variants and code fixes', async () => {
    answerVerification({
      issues: [
        {
          printType: 'poster',
          size: '12x18',
          orientation: 'portrait',
          blueprint: 282,
          provider: 2,
          configuredId: 43138,
          variantId: 43138,
          exists: false,
          correctId: 43139,
          apiTitle: null,
          correctTitle: '12″ x 18″ / Matte',
          issue: 'Configured variant 43138 does not exist',
          kind: 'missing',
          severity: 'high',
        },
      ],
      promiseMismatches: [],
      allVariants: [
        {
          product: 'Poster (blueprint 282, provider 2)',
          productName: 'Poster',
          printType: 'poster',
          blueprint: 282,
          provider: 2,
          status: 'ok',
          variants: [{ id: 43139, title: '12″ x 18″ / Matte', isAvailable: true, configuredFor: null }],
        },
      ],
      codeFixes: [
        {
          file: 'domain/src/catalogue/printify-variants.ts',
          line: 44,
          issue: 'poster 12x18: Configured variant 43138 does not exist',
          fix: "    '12x18': 43139, // fixed",
        },
      ],
    });
    const { user } = renderApp('/dev/variants');
    await user.click(await screen.findByRole('button', { name: 'Verify Variants' }, { timeout: 8000 }));
    expect(await screen.findByText('Configured variant 43138 does not exist')).toBeInTheDocument();
    expect(screen.getByText('43139')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Code Fixes (1)' }));
    expect(screen.getByText("'12x18': 43139, // fixed")).toBeInTheDocument();
    expect(screen.getByText(/printify-variants.ts:44/)).toBeInTheDocument();
  });

  it('flags a size printed in another finish than the description promises', async () => {
    answerVerification({
      issues: [],
      promiseMismatches: [PROMISE_24X36],
      allVariants: [],
      codeFixes: [],
    });
    const { user } = renderApp('/dev/variants');
    await user.click(await screen.findByRole('button', { name: 'Verify Variants' }, { timeout: 8000 }));
    // Customers read a neutral text for it: worth knowing, no issue, and no warning.
    const verdict = await screen.findByRole('alert');
    expect(verdict).toHaveTextContent(
      '34 sizes checked against the Printify catalog: no issues; 1 size printed otherwise than the product text (customers read a neutral text).',
    );
    expect(verdict).toHaveClass('MuiAlert-colorSuccess');
    expect(screen.getByRole('tab', { name: 'Issues (0)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Described vs printed (1)' });
    const row = within(table).getByRole('row', { name: /24x36/ });
    expect(within(row).getByText('Flagged')).toBeInTheDocument();
    expect(within(row).getByText('satin, semi-gloss finish')).toBeInTheDocument();
    expect(within(row).getByText('Matte (variant 43150: 24″ x 36″ / Matte)')).toBeInTheDocument();
    expect(within(row).getByText('A neutral text without the promise')).toBeInTheDocument();
  });

  it('on a default install says why a size is unconfirmed and what to do, with no issue', async () => {
    answerVerification({
      source: 'simulator',
      issues: [],
      unconfirmed: [UNCONFIRMED_16X16],
      promiseMismatches: [],
      allVariants: [],
      codeFixes: [],
    });
    const { user } = renderApp('/dev/variants');
    await user.click(await screen.findByRole('button', { name: 'Verify Variants' }, { timeout: 8000 }));
    expect(await screen.findByText(/no issues; 1 matched by title and not confirmed/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Issues (0)' })).toBeInTheDocument();
    expect(screen.getByText('No configured variant is wrong.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Matched by title, not confirmed (1)' });
    const row = within(table).getByRole('row', { name: /16x16/ });
    expect(within(row).getByText(/simulator's offline copy/)).toBeInTheDocument();
    expect(within(row).getByText(/PRINTIFY_API_TOKEN/)).toBeInTheDocument();
  });

  it("shows 'Verification failed' when the verifier fails", async () => {
    server.use(http.get(apiUrl('/admin-variant/verify-variants'), () => errorEnvelope(500, 'boom')));
    const { user } = renderApp('/dev/variants');
    await user.click(await screen.findByRole('button', { name: 'Verify Variants' }, { timeout: 8000 }));
    expect(await screen.findByText('Verification failed')).toBeInTheDocument();
  });

  it("sends a test email of each type and says 'Test email sent'", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/admin/test-email'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Test email sent', subject: '[Test] Shipped' });
      }),
    );
    const { user } = renderApp('/dev/email');
    const shipped = await screen.findByRole('button', { name: 'Shipped' }, { timeout: 8000 });
    expect(shipped).toBeDisabled();
    await user.type(screen.getByLabelText('Target email'), 'staff@example.com');
    await user.click(shipped);
    expect(await screen.findByText('Test email sent')).toBeInTheDocument();
    expect(sent).toEqual([{ emailType: 'shipped', targetEmail: 'staff@example.com' }]);
    expect(
      screen.getAllByRole('button', {
        name: /Order Confirmation|Processing|Shipped|Delivered|Cancelled|Password Reset|Email Verification/,
      }),
    ).toHaveLength(7);
  });

  it('shows adapters and a dead job with its error and attempts, and retries it', async () => {
    const retried = answerDevTools();
    const { user } = renderApp('/dev/tools');
    expect(await screen.findByText('Printify: down', {}, { timeout: 8000 })).toBeInTheDocument();
    // The order by its number, linked to its page (not the tail of its hash).
    expect(await screen.findByRole('link', { name: 'PA-4DM1N7' })).toHaveAttribute(
      'href',
      '/orders/44444444-4444-4444-8444-444444444444',
    );
    expect(screen.queryByText('#23456789')).toBeNull();
    expect(screen.getByText('dead')).toBeInTheDocument();
    expect(screen.getByText('Printify answered 500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Job queued again')).toBeInTheDocument();
    await waitFor(() => expect(retried()).toBe(true));
  });

  it('filters the jobs by state; a queued job has no Retry', async () => {
    answerDevTools();
    const { user } = renderApp('/dev/tools');
    expect(await screen.findByText('dead', {}, { timeout: 8000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Queued' }));
    expect(await screen.findByText('confirmation_email')).toBeInTheDocument();
    expect(screen.getByText('queued')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

describe('Error logs on a phone (375 px)', { timeout: 20_000 }, () => {
  atScreenWidth(375);

  it('lists the errors as cards, not a table, with the severity, the selection and every action', async () => {
    server.use(...errorHandlers([errorLog({ errorMessage: 'x'.repeat(200) })]));
    const resolved = answerResolve();
    const { user } = renderApp('/dev/errors');
    const list = await screen.findByRole('list', { name: 'Error log' }, { timeout: 8000 });
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(list).getAllByRole('listitem');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('SERVER_ERROR')).toBeInTheDocument();
    expect(within(card).getByText('high')).toBeInTheDocument();
    // The message is cut short on a phone; Details shows it whole.
    expect(within(card).getByText(/^x+\.\.\. \(x3\)$/)).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: /Select SERVER_ERROR/ })).toBeInTheDocument();
    for (const action of ['Details', 'Analyze', 'Delete']) {
      expect(within(card).getByRole('button', { name: action })).toBeInTheDocument();
    }
    await user.click(within(card).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Error marked as resolved')).toBeInTheDocument();
    expect(resolved()).toBe('11111111-1111-4111-8111-111111111111');
  });
});

describe('Dev tools and the Variant Verifier on a phone (375 px)', { timeout: 20_000 }, () => {
  atScreenWidth(375);

  it('lists the adapters and the jobs as cards, Retry on the dead job, not as tables', async () => {
    const retried = answerDevTools();
    const { user } = renderApp('/dev/tools');
    const adapters = await screen.findByRole('list', { name: 'Adapters' }, { timeout: 8000 });
    const [adapter] = within(adapters).getAllByRole('listitem');
    if (!adapter) throw new Error('no adapter card');
    expect(within(adapter).getByText('FULFILMENT_PROVIDER')).toBeInTheDocument();
    expect(await within(adapter).findByText('Printify: down')).toBeInTheDocument();
    expect(within(adapter).getByText('Answered 503 (12 ms)')).toBeInTheDocument();
    const jobs = await screen.findByRole('list', { name: 'Jobs' });
    const [job] = within(jobs).getAllByRole('listitem');
    if (!job) throw new Error('no job card');
    expect(within(job).getByText('fulfilment')).toBeInTheDocument();
    expect(within(job).getByRole('link', { name: 'PA-4DM1N7' })).toBeInTheDocument();
    expect(within(job).getByText('Printify answered 500')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(within(job).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Job queued again')).toBeInTheDocument();
    await waitFor(() => expect(retried()).toBe(true));
  });

  it('shows the unconfirmed sizes and the promise mismatches as cards named by their headings', async () => {
    answerVerification({
      source: 'simulator',
      issues: [],
      unconfirmed: [UNCONFIRMED_16X16],
      promiseMismatches: [{ ...PROMISE_24X36, customersReadPromise: true }],
      allVariants: [],
      codeFixes: [],
    });
    const { user } = renderApp('/dev/variants');
    await user.click(await screen.findByRole('button', { name: 'Verify Variants' }, { timeout: 8000 }));
    const unconfirmed = await screen.findByRole('list', { name: 'Matched by title, not confirmed (1)' });
    const [size] = within(unconfirmed).getAllByRole('listitem');
    if (!size) throw new Error('no unconfirmed card');
    expect(within(size).getByText('16x16 (square)')).toBeInTheDocument();
    expect(within(size).getByText(/PRINTIFY_API_TOKEN/)).toBeInTheDocument();
    const promises = screen.getByRole('list', { name: 'Described vs printed (1)' });
    expect(within(promises).getByText('24x36 (portrait)')).toBeInTheDocument();
    expect(within(promises).getByText('Flagged')).toBeInTheDocument();
    expect(within(promises).getByText('The promise: change the text or the variant')).toBeInTheDocument();
    expect(screen.getByText('No configured variant is wrong.')).toBeInTheDocument();
    // Customers read the promise there: that is the one issue, and the banner warns.
    expect(screen.getByRole('tab', { name: 'Issues (1)' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorWarning');
    expect(screen.getByRole('alert')).toHaveTextContent('1 issue;');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
