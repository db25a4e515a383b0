import { useEffect } from 'react';
import { useClearCartMutation } from '../../../api/enhanced-api';
import { safeStorage, userKey } from '../../../config/storage-keys';

/** localStorage guard per order (in the user's scope): set once the cart was cleared for that order. */
export function cartClearedKey(orderHash: string): string {
  return userKey(`orderCartCleared.${orderHash}`);
}

/**
 * Clears the cart once when the confirmation of `orderHash` has loaded (spec 2 §4). The guard is kept in
 * localStorage, so a reload of the confirmation (or opening it again from the history) never empties a cart that
 * was filled since. It is written before the call, so StrictMode's double effect cannot send two.
 */
export function useClearCartOnce(orderHash: string | undefined) {
  const [clearCart] = useClearCartMutation();
  useEffect(() => {
    if (!orderHash) return;
    const key = cartClearedKey(orderHash);
    if (safeStorage.get(key) !== null) return;
    safeStorage.set(key, new Date().toISOString());
    clearCart()
      .unwrap()
      .catch((error: unknown) => {
        console.warn('Could not clear the cart after the order', error);
      });
  }, [orderHash, clearCart]);
}
