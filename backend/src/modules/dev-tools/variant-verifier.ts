import {
  PRINT_FINISHES,
  PRINT_TYPES,
  rankedPrintifyTitles,
  resolvePrintVariant,
  samePrintifyTitle,
  type Orientation,
  type PrintTypeId,
  type ProviderVariant,
} from '@petart/domain';

/** Where the variant ids live (the Code Fixes view points at lines of this file). */
export const VARIANT_IDS_FILE = 'domain/src/catalogue/printify-variants.ts';

export type VariantIssueKind =
  'missing' | 'not_configured' | 'unavailable' | 'title_mismatch' | 'better_match' | 'catalog_unavailable';

/** One catalogue size whose configured variant is not the right one (product.md P13, developer variant). */
export interface VariantIssue {
  printType: PrintTypeId;
  size: string;
  orientation: Orientation;
  blueprint: number;
  provider: number;
  configuredId: number;
  /** Same as configuredId (the developer variant's name). */
  variantId: number;
  exists: boolean;
  /** The id that has the expected title and is available, or null when Printify has none. */
  correctId: number | null;
  /** The title Printify gives the configured id (null when the id does not exist). */
  apiTitle: string | null;
  /** The title of the variant the size resolves to (the promised finish/depth first), else the promised title. */
  correctTitle: string;
  issue: string;
  kind: VariantIssueKind;
  severity: 'critical' | 'high' | 'medium';
}

export interface ProductVariants {
  product: string;
  productName: string;
  printType: PrintTypeId;
  blueprint: number;
  provider: number;
  status: 'ok' | 'error';
  error?: string;
  variants: { id: number; title: string; isAvailable: boolean; configuredFor: string | null }[];
}

export interface CodeFix {
  file: string;
  /** 1-based line of the entry in {@link VARIANT_IDS_FILE} (0 when the source is not shipped with this build). */
  line: number;
  issue: string;
  /** The replacement line. */
  fix: string;
}

/** A size whose resolved variant is not the finish/depth the product text promises (flagged for staff). */
export interface PromiseMismatch {
  printType: PrintTypeId;
  size: string;
  orientation: Orientation;
  /** The variant that will be printed. */
  variantId: number;
  title: string;
  /** What the product text promises (e.g. 'satin, semi-gloss finish'). */
  promised: string;
  /** The finish/depth that will be printed, as the provider names it (e.g. 'Matte', '1.25"'). */
  printed: string;
  /** True when customers read the product text's words for this type (printTypeText): then they are misled. */
  customersReadPromise: boolean;
}

/**
 * A size with no variant id in the ids table that resolves by title: not an issue (the shop matches it by title at
 * run time), but not confirmed either, with why and what to do.
 */
export interface UnconfirmedVariant {
  printType: PrintTypeId;
  size: string;
  orientation: Orientation;
  /** The variant the size resolves to in the catalog checked. */
  resolvedId: number;
  resolvedTitle: string;
  reason: string;
  action: string;
}

export interface VariantVerification {
  checkedAt: string;
  source: 'printify' | 'simulator';
  checked: number;
  issues: VariantIssue[];
  /** Sizes matched by title at run time (no id configured): why each is unconfirmed and what to do. */
  unconfirmed: UnconfirmedVariant[];
  /** Sizes printed in another finish/depth than the product text promises. */
  promiseMismatches: PromiseMismatch[];
  allVariants: ProductVariants[];
  codeFixes: CodeFix[];
}

/** The catalog lists per `${blueprint}:${provider}`: the variants, or the error that prevented reading them. */
export type CatalogLists = Map<string, ProviderVariant[] | { error: string }>;

/** Every (blueprint, provider) the catalogue (optionally one print type) uses. */
export function catalogueRefs(
  printType: PrintTypeId | 'all',
): { blueprintId: number; printProviderId: number }[] {
  const seen = new Map<string, { blueprintId: number; printProviderId: number }>();
  for (const type of PRINT_TYPES) {
    if (printType !== 'all' && type.value !== printType) continue;
    for (const size of type.sizes) {
      const { blueprintId, printProviderId } = size.printify;
      seen.set(`${blueprintId}:${printProviderId}`, { blueprintId, printProviderId });
    }
  }
  return [...seen.values()];
}

/** The 1-based line of `'size': id,` inside the `type: {` block of the variant ids source, 0 when not found. */
export function lineOfVariant(source: string | undefined, printType: string, size: string): number {
  if (!source) return 0;
  const lines = source.split('\n');
  const table = lines.findIndex((l) => l.includes('export const PRINTIFY_VARIANT_IDS'));
  const block = lines.findIndex((l, i) => i > table && new RegExp(`^\\s*${printType}: \\{`).test(l));
  if (table < 0 || block < 0) return 0;
  for (let i = block + 1; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (/^\s*\},?\s*$/.test(line)) return 0;
    if (line.includes(`'${size}':`)) return i + 1;
  }
  return 0;
}

/**
 * Compares every catalogue size with the provider's catalog: the configured id must be the variant the size resolves
 * to ({@link resolvePrintVariant}: available, the promised finish/depth first); otherwise an issue names the right id
 * and title, and a code fix gives the replacement line of the ids table. A size that resolves to another finish/depth
 * than the product text promises is listed in `promiseMismatches` (flagged for staff).
 */
export function verifyCatalogue(
  lists: CatalogLists,
  options: {
    printType: PrintTypeId | 'all';
    source: 'printify' | 'simulator';
    idsSource?: string;
    now?: Date;
  },
): VariantVerification {
  const issues: VariantIssue[] = [];
  const unconfirmed: UnconfirmedVariant[] = [];
  const promiseMismatches: PromiseMismatch[] = [];
  const codeFixes: CodeFix[] = [];
  const products = new Map<string, ProductVariants>();
  let checked = 0;
  for (const type of PRINT_TYPES) {
    if (options.printType !== 'all' && type.value !== options.printType) continue;
    for (const size of type.sizes) {
      checked += 1;
      const { blueprintId, printProviderId, variantId } = size.printify;
      const key = `${blueprintId}:${printProviderId}`;
      const list = lists.get(key);
      const productKey = `${type.value}:${key}`;
      const ranked = rankedPrintifyTitles(type.value, size.value);
      const resolved =
        list && !('error' in list) ? resolvePrintVariant(type.value, size.value, list, variantId) : undefined;
      const correctTitle = resolved?.variant.title ?? ranked[0] ?? '';
      const base = {
        printType: type.value,
        size: size.value,
        orientation: size.orientation,
        blueprint: blueprintId,
        provider: printProviderId,
        configuredId: variantId,
        variantId,
        correctTitle,
      };
      if (!products.has(productKey)) {
        products.set(productKey, {
          product: `${type.label} (blueprint ${blueprintId}, provider ${printProviderId})`,
          productName: type.label,
          printType: type.value,
          blueprint: blueprintId,
          provider: printProviderId,
          status: list === undefined || 'error' in list ? 'error' : 'ok',
          ...(list && 'error' in list ? { error: list.error } : {}),
          variants:
            list && !('error' in list)
              ? list.map((v) => ({
                  id: v.id,
                  title: v.title,
                  isAvailable: v.isAvailable,
                  configuredFor: null,
                }))
              : [],
        });
      }
      if (list === undefined || 'error' in list) {
        issues.push({
          ...base,
          exists: false,
          correctId: null,
          apiTitle: null,
          issue: `Could not read the catalog of blueprint ${blueprintId} / provider ${printProviderId}${
            list && 'error' in list ? `: ${list.error}` : ''
          }`,
          kind: 'catalog_unavailable',
          severity: 'high',
        });
        continue;
      }
      const product = products.get(productKey);
      const byId = variantId === 0 ? undefined : list.find((v) => v.id === variantId);
      const shown = product?.variants.find((v) => v.id === (resolved?.variant ?? byId)?.id);
      if (shown) shown.configuredFor = size.value;
      if (resolved && !resolved.keepsPromise) {
        const finish = PRINT_FINISHES[type.value];
        promiseMismatches.push({
          printType: type.value,
          size: size.value,
          orientation: size.orientation,
          variantId: resolved.variant.id,
          title: resolved.variant.title,
          promised: finish.promise,
          printed: resolved.printed,
          customersReadPromise: finish.deliverable,
        });
      }
      if (resolved && resolved.variant.id === variantId) continue;

      const byIdRanked = byId !== undefined && ranked.some((t) => samePrintifyTitle(byId.title, t));
      let kind: VariantIssueKind;
      let issue: string;
      if (variantId === 0) {
        kind = 'not_configured';
        issue = 'No variant id configured (matched by title at run time)';
      } else if (!byId) {
        kind = 'missing';
        issue = `Configured variant ${variantId} does not exist for blueprint ${blueprintId} / provider ${printProviderId}`;
      } else if (!byIdRanked) {
        kind = 'title_mismatch';
        issue = `Configured variant ${variantId} is "${byId.title}", expected "${correctTitle}"`;
      } else if (!byId.isAvailable) {
        kind = 'unavailable';
        issue = `Configured variant ${variantId} is not available at the print provider`;
      } else {
        kind = 'better_match';
        issue = `Configured variant ${variantId} is "${byId.title}"; "${correctTitle}" keeps the product text's promise`;
      }
      const byTitle = resolved?.variant;
      /** The ids table's replacement line that pins the variant the size resolves to. */
      const pinVariant = (variant: ProviderVariant, why: string): CodeFix => ({
        file: VARIANT_IDS_FILE,
        line: lineOfVariant(options.idsSource, type.value, size.value),
        issue: `${type.value} ${size.value}: ${why}`,
        fix: `    '${size.value}': ${variant.id}, // ${blueprintId} / ${printProviderId}, \`${variant.title}\` (Variant Verifier ${(options.now ?? new Date()).toISOString().slice(0, 10)})`,
      });
      if (kind === 'not_configured' && byTitle) {
        // Research found no confirmed id for this size: the shop orders what the title resolves to, every time.
        unconfirmed.push({
          printType: type.value,
          size: size.value,
          orientation: size.orientation,
          resolvedId: byTitle.id,
          resolvedTitle: byTitle.title,
          reason:
            options.source === 'printify'
              ? `No variant id is configured for this size; Printify's catalog resolves it by title to ${byTitle.id}.`
              : `No variant id is configured for this size, and this install checks the simulator's offline copy of Printify's catalog, not Printify.`,
          action:
            options.source === 'printify'
              ? 'Nothing is needed (orders match by title at run time); to pin the id, apply the code fix.'
              : 'Nothing is needed to take orders here. To confirm it against Printify, set PRINTIFY_API_TOKEN with FULFILMENT_PROVIDER=printify and verify again; then apply the code fix to pin the id.',
        });
        codeFixes.push(pinVariant(byTitle, issue));
        continue;
      }
      const severity = !byTitle
        ? 'critical'
        : kind === 'not_configured' || kind === 'better_match'
          ? 'medium'
          : 'high';
      issues.push({
        ...base,
        exists: byId !== undefined,
        correctId: byTitle?.id ?? null,
        apiTitle: byId?.title ?? null,
        issue: byTitle
          ? issue
          : `${issue}; no available variant is titled ${ranked.map((t) => `"${t}"`).join(' or ')}`,
        kind,
        severity,
      });
      if (byTitle && byTitle.id !== variantId) {
        codeFixes.push(pinVariant(byTitle, issue));
      }
    }
  }
  return {
    checkedAt: (options.now ?? new Date()).toISOString(),
    source: options.source,
    checked,
    issues,
    unconfirmed,
    promiseMismatches,
    allVariants: [...products.values()],
    codeFixes,
  };
}
