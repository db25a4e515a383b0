import { errorFingerprint, normalizeErrorMessage } from './error-fingerprint';
import { REDACTED, scrubSecrets, scrubText } from './scrub-secrets';

describe('scrubSecrets', () => {
  it('drops the values of secret-looking keys at any depth', () => {
    const out = scrubSecrets({
      password: 'hunter2',
      newPassword: 'x',
      headers: { Authorization: 'Bearer abc', cookie: 'petart_refresh=abc', 'x-api-key': 'k' },
      card: { number: '4242424242424242', cvc: '123', exp_month: 12 },
      nested: [{ refresh_token: 'r', client_secret: 'pi_1_secret_2', keep: 'visible' }],
    });
    expect(JSON.stringify(out)).not.toMatch(
      /hunter2|Bearer abc|petart_refresh|4242424242424242|123|pi_1_secret/,
    );
    expect(out).toMatchObject({
      password: REDACTED,
      headers: { Authorization: REDACTED },
      nested: [{ keep: 'visible' }],
    });
  });

  it.each([
    ['Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig-nature_123', 'eyJhbGci'],
    ['stripe key sk_live_51Habcdefghijklmnop failed', 'sk_live_51H'],
    ['openai key sk-proj-abcdefghijklmnopqrstuv refused', 'sk-proj-abc'],
    ['card 4242 4242 4242 4242 declined', '4242 4242 4242 4242'],
    ['card 4000-0566-5566-5556 declined', '4000-0566-5566-5556'],
    ['login failed for password=hunter2&email=a@b.c', 'hunter2'],
    ['{"password":"hunter2"}', 'hunter2'],
    ['GET /api/images/generated/a.webp?exp=1&sig=deadbeef', 'deadbeef'],
    ['secret whsec_abcdefghijklmnop', 'whsec_abc'],
  ])('masks secrets inside text: %s', (text, secret) => {
    expect(scrubText(text)).not.toContain(secret);
  });

  it('keeps ordinary numbers, ids and messages', () => {
    const text =
      'Order 1234567 for 2 items (id 0b6c5a34-1d8e-4c1e-9a61-3f3c8d2e9f10) failed after 8 attempts';
    expect(scrubText(text)).toBe(text);
  });

  it('survives cycles and deep nesting', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    expect(scrubSecrets(a)).toEqual({ name: 'a', self: '[Circular]' });
  });
});

describe('errorFingerprint', () => {
  it('groups the same failure for different ids and numbers, not different failures', () => {
    const one = errorFingerprint({
      errorType: 'SERVER_ERROR',
      errorMessage: 'Order 0b6c5a34-1d8e-4c1e-9a61-3f3c8d2e9f10 failed after 3 tries',
      stackTrace: 'Error\n    at submit (/app/fulfilment.service.ts:10:5)',
      route: 'POST /api/x',
    });
    const two = errorFingerprint({
      errorType: 'SERVER_ERROR',
      errorMessage: 'Order 9f0b0c0d-1d8e-4c1e-9a61-3f3c8d2e9f10 failed after 4 tries',
      stackTrace: 'Error\n    at submit (/app/fulfilment.service.ts:10:9)',
      route: 'POST /api/x',
    });
    expect(one).toBe(two);
    expect(
      errorFingerprint({ errorType: 'SERVER_ERROR', errorMessage: 'Other', route: 'POST /api/x' }),
    ).not.toBe(one);
    expect(normalizeErrorMessage('User "bob" has 3 items')).toBe('User <value> has <n> items');
  });
});
