import { VariantVerifierPanel } from '../../../features/dev/components/variant-verifier-panel';

/** Lazy route module for Dev > Variant Verifier. */
export function Component() {
  return <VariantVerifierPanel />;
}
