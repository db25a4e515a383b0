import { ProductTypePage } from '../../features/print-options/components/product-type-page';

/** Lazy route module for /app/product-type/:sessionId. */
export function Component() {
  return <ProductTypePage />;
}
