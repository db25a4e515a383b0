import { describe, expect, it } from 'vitest';
import { shopPaths, shopUrl } from './shop-paths';

describe('shop links', () => {
  it('encodes the key of each page', () => {
    expect(shopPaths.orderPage('a b/c')).toBe('/app/order-confirmation/a%20b%2Fc');
    expect(shopPaths.tracking('abc123')).toBe('/track/abc123');
    expect(shopPaths.resetPassword('t?k=1')).toBe('/auth/reset-password/t%3Fk%3D1');
    expect(shopPaths.createWithGiftCard('ABCD-EFGH')).toBe('/app/create?giftCard=ABCD-EFGH');
    expect(shopPaths.dataExport('r 1', 1700000000000, 'a/b')).toBe(
      '/app/settings?export=r%201&expires=1700000000000&signature=a%2Fb',
    );
    expect(shopPaths.confirmDeletion('t/1')).toBe('/auth/delete-account/t%2F1');
  });

  it('prefixes the public origin once, whether or not it ends in a slash', () => {
    expect(shopUrl('https://shop.example', shopPaths.tracking('h'))).toBe('https://shop.example/track/h');
    expect(shopUrl('https://shop.example/', shopPaths.tracking('h'))).toBe('https://shop.example/track/h');
  });
});
