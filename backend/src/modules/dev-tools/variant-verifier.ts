import {
  PRINT_TYPES,
  printifyVariantTitle,
  samePrintifyTitle,
  type Orientation,
  type PrintTypeId,
  type ProviderVariant,
} from '@petart/domain';

/** Where the variant ids live (the Code Fixes view points at lines of this file). */
export const VARIANT_IDS_FILE = 'domain/src/catalogue/printify-variants.ts';

export type VariantIssueKind =
  'missing' | 'not_configured' | 'unavailable' | 'title_mismatch' | 'catalog_unavailable';

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
  /** The exact title the size must have. */
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

export interface VariantVerification {
  checkedAt: string;
  source: 'printify' | 'simulator';
  checked: number;
  issues: VariantIssue[];
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
 * Compares every catalogue size with the provider's catalog: the configured id must exist, be available and carry
 * the exact expected title ({@link printifyVariantTitle}); otherwise an issue names the right id and title (found by
 * exact title), and a code fix gives the replacement line of the ids table.
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
      const correctTitle = printifyVariantTitle(type.value, size.value);
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
      const byTitle = list.find((v) => samePrintifyTitle(v.title, correctTitle) && v.isAvailable);
      const shown = product?.variants.find((v) => v.id === (byId ?? byTitle)?.id);
      if (shown) shown.configuredFor = size.value;
      if (byId && samePrintifyTitle(byId.title, correctTitle) && byId.isAvailable) continue;

      let kind: VariantIssueKind;
      let issue: string;
      if (variantId === 0) {
        kind = 'not_configured';
        issue = 'No variant id configured (matched by title at run time)';
      } else if (!byId) {
        kind = 'missing';
        issue = `Configured variant ${variantId} does not exist for blueprint ${blueprintId} / provider ${printProviderId}`;
      } else if (!samePrintifyTitle(byId.title, correctTitle)) {
        kind = 'title_mismatch';
        issue = `Configured variant ${variantId} is "${byId.title}", expected "${correctTitle}"`;
      } else {
        kind = 'unavailable';
        issue = `Configured variant ${variantId} is not available at the print provider`;
      }
      const severity = !byTitle ? 'critical' : kind === 'not_configured' ? 'medium' : 'high';
      issues.push({
        ...base,
        exists: byId !== undefined,
        correctId: byTitle?.id ?? null,
        apiTitle: byId?.title ?? null,
        issue: byTitle ? issue : `${issue}; no available variant is titled "${correctTitle}"`,
        kind,
        severity,
      });
      if (byTitle && byTitle.id !== variantId) {
        codeFixes.push({
          file: VARIANT_IDS_FILE,
          line: lineOfVariant(options.idsSource, type.value, size.value),
          issue: `${type.value} ${size.value}: ${issue}`,
          fix: `    '${size.value}': ${byTitle.id}, // ${blueprintId} / ${printProviderId}, \`${byTitle.title}\` (Variant Verifier ${(options.now ?? new Date()).toISOString().slice(0, 10)})`,
        });
      }
    }
  }
  return {
    checkedAt: (options.now ?? new Date()).toISOString(),
    source: options.source,
    checked,
    issues,
    allVariants: [...products.values()],
    codeFixes,
  };
}
