import { VariantVerifierPanel } from '../../../features/dev';

/** Lazy route module for Dev > Variant Verifier. */
export function Component() {
  return <VariantVerifierPanel />;
}
