import { ImageUrlSigner } from './image-url-signer';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const NOW = Date.UTC(2026, 0, 10, 12, 34, 56);

describe('ImageUrlSigner', () => {
  const signer = new ImageUrlSigner(SECRET, { publicUrl: 'https://shop.example', now: () => NOW });

  it('signs with exp rounded up to the hour, at least 24 h ahead', () => {
    const url = signer.sign('/api/images/generated/abc.webp');
    const match = /^\/api\/images\/generated\/abc\.webp\?v=preview&exp=(\d+)&sig=([A-Za-z0-9_-]{43})$/.exec(
      url,
    );
    expect(match).not.toBeNull();
    const exp = Number(match?.[1]);
    expect(exp % 3600).toBe(0);
    expect(exp * 1000 - NOW).toBeGreaterThanOrEqual(24 * 3600 * 1000);
    expect(exp * 1000 - NOW).toBeLessThan(25 * 3600 * 1000);
    // Same hour -> same URL (cacheable); a bare key and a signed URL sign the same way.
    expect(signer.sign('generated/abc.webp')).toBe(url);
    expect(signer.sign(url)).toBe(url);
  });

  it('re-signs with the new hour once the clock moves on (remembered URLs do not outlive their exp)', () => {
    let now = NOW;
    const moving = new ImageUrlSigner(SECRET, { now: () => now });
    const first = moving.sign('/api/images/generated/abc.webp');
    expect(moving.sign('/api/images/generated/abc.webp')).toBe(first);
    now += 3600 * 1000;
    const next = moving.sign('/api/images/generated/abc.webp');
    expect(next).not.toBe(first);
    const exp = (url: string): number => Number(new URL(url, 'http://h').searchParams.get('exp'));
    expect(exp(next) - exp(first)).toBe(3600);
    const sig = new URL(next, 'http://h').searchParams.get('sig') ?? '';
    expect(moving.verify('generated/abc.webp', exp(next), sig, 'preview')).toBe(true);
    expect(() => moving.sign('/elsewhere/abc.webp')).toThrow('Not an image path');
  });

  it('verifies its own signatures and refuses tampering, expiry and other secrets', () => {
    const url = new URL(signer.sign('/api/images/originals/x.webp'), 'http://h');
    const exp = url.searchParams.get('exp') ?? '';
    const sig = url.searchParams.get('sig') ?? '';
    expect(signer.verify('originals/x.webp', exp, sig)).toBe(true);
    expect(signer.verify('originals/y.webp', exp, sig)).toBe(false);
    expect(signer.verify('originals/x.webp', String(Number(exp) + 3600), sig)).toBe(false);
    expect(signer.verify('originals/x.webp', exp, `${sig.slice(0, -1)}A`)).toBe(sig.endsWith('A'));
    expect(signer.verify('originals/x.webp', exp, undefined)).toBe(false);
    expect(signer.verify('originals/x.webp', '1e12', sig)).toBe(false);
    const later = new ImageUrlSigner(SECRET, { now: () => Number(exp) * 1000 + 1 });
    expect(later.verify('originals/x.webp', exp, sig)).toBe(false);
    const other = new ImageUrlSigner(`${SECRET}-other`, { now: () => NOW });
    expect(other.verify('originals/x.webp', exp, sig)).toBe(false);
  });

  it('maps client URLs back to stored paths, only for our own images', () => {
    expect(signer.toStoredPath('/api/images/generated/a.webp?exp=1&sig=x')).toBe(
      '/api/images/generated/a.webp',
    );
    expect(signer.toStoredPath('https://shop.example/api/images/generated/a.webp?exp=1')).toBe(
      '/api/images/generated/a.webp',
    );
    expect(signer.toStoredPath('https://evil.example/api/images/generated/a.webp')).toBeUndefined();
    expect(signer.toStoredPath('//evil.example/api/images/a.webp')).toBeUndefined();
    expect(signer.toStoredPath('/api/images/../secrets')).toBeUndefined();
    expect(signer.toStoredPath('/api/other/a.webp')).toBeUndefined();
    expect(signer.toStoredPath('not a url')).toBeUndefined();
    expect(signer.keyOf('/api/images/mockups/h-front.webp')).toBe('mockups/h-front.webp');
    expect(() => signer.sign('https://evil.example/x.png')).toThrow('Not an image path');
  });

  it('signs the artwork as the watermarked preview unless asked otherwise, and binds the variant to the signature', () => {
    const parts = (url: string) => {
      const u = new URL(url, 'http://h');
      return {
        v: u.searchParams.get('v') ?? undefined,
        exp: u.searchParams.get('exp') ?? '',
        sig: u.searchParams.get('sig') ?? '',
      };
    };
    for (const key of ['generated/a.webp', 'previews/j-1.webp', 'mockups/h-front.webp']) {
      expect(parts(signer.sign(key)).v).toBe('preview');
      const original = parts(signer.sign(key, { variant: 'original' }));
      expect(original.v).toBe('original');
      expect(signer.verify(key, original.exp, original.sig, 'original')).toBe(true);
      // The same signature under any other variant, or without one, is refused.
      expect(signer.verify(key, original.exp, original.sig, 'preview')).toBe(false);
      expect(signer.verify(key, original.exp, original.sig)).toBe(false);
      const preview = parts(signer.sign(key));
      expect(signer.verify(key, preview.exp, preview.sig, 'original')).toBe(false);
      expect(signer.verify(key, preview.exp, preview.sig, 'thumb')).toBe(false);
    }
    // Anything else is served as stored, in the form without `v` (the print files' long-lived URLs stay valid).
    expect(parts(signer.sign('print-files/h/h-1.jpg')).v).toBeUndefined();
    expect(parts(signer.sign('originals/x.webp', { variant: 'original' })).v).toBeUndefined();
    expect(parts(signer.sign('originals/x.webp', { variant: 'thumb' })).v).toBe('thumb');
    // Signing one image for two variants in the same hour gives two URLs (the memo is per variant).
    expect(signer.sign('generated/a.webp', { variant: 'thumb' })).not.toBe(signer.sign('generated/a.webp'));
  });

  it('answers the variant a signed URL grants, and nothing for one that is forged, expired or not ours', () => {
    const clean = signer.sign('/api/images/generated/abc.webp', { variant: 'original' });
    expect(signer.grantedVariant(clean)).toBe('original');
    expect(signer.grantedVariant(`https://shop.example${clean}`)).toBe('original');
    expect(signer.grantedVariant(signer.sign('/api/images/generated/abc.webp'))).toBe('preview');
    expect(signer.grantedVariant(signer.sign('/api/images/originals/x.webp'))).toBe('original');
    expect(signer.grantedVariant(clean.replace('v=original', 'v=preview'))).toBeUndefined();
    expect(
      signer.grantedVariant(signer.sign('/api/images/generated/abc.webp').replace('v=preview', 'v=original')),
    ).toBeUndefined();
    expect(signer.grantedVariant(clean.replace('generated/abc', 'generated/abd'))).toBeUndefined();
    expect(signer.grantedVariant(clean.replace(/exp=\d+/, 'exp=1000'))).toBeUndefined();
    expect(signer.grantedVariant(clean.replace('v=original', 'v=huge'))).toBeUndefined();
    expect(signer.grantedVariant('/api/images/generated/abc.webp')).toBeUndefined();
    expect(signer.grantedVariant(`https://elsewhere.example${clean}`)).toBeUndefined();
  });
});
