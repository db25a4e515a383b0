import { PRINT_TYPES, printifyVariantTitle, type ProviderVariant, type VariantCatalog } from '@petart/domain';

/** First synthetic id of the simulator catalog (sizes research found no Printify id for). */
const SYNTHETIC_ID_BASE = 990_000;

/**
 * The local fulfilment simulator's own copy of Printify's catalog, so the Variant Verifier works offline: one
 * variant per catalogue size under Printify's exact title, with the configured id, or a synthetic one (990001, ...)
 * where research found none (which the verifier then reports, as it would against the live catalog). Its finishes and
 * depths are research's too (matte posters, 0.75 in canvas, 1.25 in frames), so offline the verifier flags the
 * posters and framed sizes whose product text promises another finish or depth (print-finish.ts).
 */
export function simulatorCatalog(): Map<string, ProviderVariant[]> {
  const catalog = new Map<string, ProviderVariant[]>();
  let synthetic = SYNTHETIC_ID_BASE;
  for (const type of PRINT_TYPES) {
    for (const size of type.sizes) {
      const { blueprintId, printProviderId, variantId } = size.printify;
      const key = `${blueprintId}:${printProviderId}`;
      const list = catalog.get(key) ?? [];
      list.push({
        id: variantId === 0 ? (synthetic += 1) : variantId,
        title: printifyVariantTitle(type.value, size.value),
        isAvailable: true,
        placeholders: [{ position: 'front', width: size.widthIn * 300, height: size.heightIn * 300 }],
      });
      catalog.set(key, list);
    }
  }
  return catalog;
}

/** The simulator's copy as the Variant Verifier's catalog (VARIANT_CATALOG without Printify), built afresh per read. */
export const simulatorVariantCatalog: VariantCatalog = {
  source: 'simulator',
  listVariants: (ref) =>
    Promise.resolve(simulatorCatalog().get(`${ref.blueprintId}:${ref.printProviderId}`) ?? []),
};
