import {
  rankedPrintifyTitles,
  resolvePrintVariant,
  UnconfirmedVariantError,
  type PrintTypeId,
  type PrintifyVariantRef,
  type ProviderVariant,
} from '@petart/domain';
import type { PrintifyClient } from './printify-client';

interface PrintifyCatalogVariant {
  id: number;
  title: string;
  is_available?: boolean;
  placeholders?: { position: string; width: number; height: number }[];
}

/** A variant confirmed at Printify for one catalogue size. */
export interface ConfirmedVariant {
  variantId: number;
  title: string;
  placeholders: ProviderVariant['placeholders'];
  /** False when the provider only makes another finish/depth than the product text promises (Variant Verifier flag). */
  keepsPromise: boolean;
}

/**
 * Printify's catalog variants per blueprint and print provider (`GET /catalog/blueprints/{b}/print_providers/{p}/
 * variants.json`, cached 24 h: refreshed daily), and the confirmation of a catalogue size against it. Used by the
 * fulfilment provider (before any order) and the shipping quoter (so quotes use the same confirmed ids).
 */
export class PrintifyCatalog {
  private readonly variantCache = new Map<string, { at: number; variants: Promise<ProviderVariant[]> }>();
  private readonly now: () => number;

  constructor(
    private readonly client: PrintifyClient,
    private readonly options: { cacheMs?: number; now?: () => number } = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  listVariants(ref: { blueprintId: number; printProviderId: number }): Promise<ProviderVariant[]> {
    const key = `${ref.blueprintId}:${ref.printProviderId}`;
    const cached = this.variantCache.get(key);
    const maxAge = this.options.cacheMs ?? 24 * 60 * 60 * 1000;
    if (cached && this.now() - cached.at < maxAge) return cached.variants;
    const variants = this.client
      .get<{ variants?: PrintifyCatalogVariant[] }>(
        `/catalog/blueprints/${ref.blueprintId}/print_providers/${ref.printProviderId}/variants.json?show-out-of-stock=1`,
      )
      .then((answer) =>
        (answer.variants ?? []).map((v) => ({
          id: v.id,
          title: v.title,
          isAvailable: v.is_available !== false,
          placeholders: (v.placeholders ?? []).map((p) => ({
            position: p.position,
            width: p.width,
            height: p.height,
          })),
        })),
      );
    this.variantCache.set(key, { at: this.now(), variants });
    variants.catch(() => this.variantCache.delete(key));
    return variants;
  }

  /** Drops the cached variants of a blueprint and provider: the next call asks Printify again. */
  forget(ref: { blueprintId: number; printProviderId: number }): void {
    this.variantCache.delete(`${ref.blueprintId}:${ref.printProviderId}`);
  }

  /**
   * The Printify variant to order for a catalogue size ({@link resolvePrintVariant}): the available variant with the
   * best-ranked title (the promised finish/depth first, e.g. Satin over Matte, a 0.75" frame over 1.25"), the configured
   * id among variants of that title; UnconfirmedVariantError when no ranked title is available.
   */
  async confirmVariant(
    printType: PrintTypeId,
    size: string,
    ref: PrintifyVariantRef,
  ): Promise<ConfirmedVariant> {
    const variants = await this.listVariants(ref);
    const resolved = resolvePrintVariant(printType, size, variants, ref.variantId);
    if (!resolved) {
      const byId = variants.find((v) => v.id === ref.variantId && ref.variantId !== 0);
      const titles = rankedPrintifyTitles(printType, size);
      const why = byId
        ? `variant ${byId.id} is "${byId.title}"${byId.isAvailable ? '' : ' and not available'}`
        : `no available variant titled ${titles.map((t) => `"${t}"`).join(' or ')}`;
      throw new UnconfirmedVariantError(
        printType,
        size,
        `The ${printType} ${size} variant could not be confirmed at Printify (blueprint ${ref.blueprintId}, ` +
          `provider ${ref.printProviderId}: ${why})`,
      );
    }
    const { variant, keepsPromise } = resolved;
    return { variantId: variant.id, title: variant.title, placeholders: variant.placeholders, keepsPromise };
  }
}
