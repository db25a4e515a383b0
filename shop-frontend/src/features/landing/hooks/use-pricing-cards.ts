import { dollarsToCents, formatMoney } from '@petart/domain';
import { describeApiError } from '../../../api/api-error';
import { useGetCatalogueQuery, type GetCatalogueApiResponse } from '../../../api/enhanced-api';

type CataloguePrintType = GetCatalogueApiResponse['printTypes'][number];
type CatalogueSize = CataloguePrintType['sizes'][number];

export interface PricingCardSize {
  value: string;
  label: string;
  tier: string;
  price: string;
}

export interface PricingCardModel {
  value: string;
  label: string;
  description: string;
  /** 'Starting at $29.99' (product.md P11). */
  startingAt: string;
  popular: boolean;
  comingSoon: boolean;
  sizes: PricingCardSize[];
}

/** How many example sizes a card lists: one per tier is enough to show the range without a wall of numbers. */
const MAX_SIZES_PER_CARD = 4;

function sizeCents(size: CatalogueSize): number {
  return Number.isInteger(size.priceCents) ? size.priceCents : dollarsToCents(size.price);
}

/**
 * One card per print type. "Starting at" is the cheapest size (falling back to the base price when a type has no
 * sizes); example sizes are the first size of each tier, in catalogue order, which lists portrait sizes first.
 */
export function toPricingCards(printTypes: readonly CataloguePrintType[]): PricingCardModel[] {
  return printTypes.map((type) => {
    const cents = type.sizes.map(sizeCents);
    const lowest = cents.length > 0 ? Math.min(...cents) : dollarsToCents(type.basePrice);
    const seenTiers = new Set<string>();
    const sizes: PricingCardSize[] = [];
    for (const size of type.sizes) {
      if (seenTiers.has(size.description) || sizes.length >= MAX_SIZES_PER_CARD) continue;
      seenTiers.add(size.description);
      sizes.push({
        value: size.value,
        label: size.label,
        tier: size.description,
        price: formatMoney(sizeCents(size)),
      });
    }
    return {
      value: type.value,
      label: type.label,
      description: type.description,
      startingAt: `Starting at ${formatMoney(lowest)}`,
      popular: type.popular,
      comingSoon: type.comingSoon,
      sizes,
    };
  });
}

/** Pricing cards from GET /api/catalogue with loading, error text and retry. */
export function usePricingCards() {
  const { data, error, isLoading, isFetching, isError, refetch } = useGetCatalogueQuery();
  return {
    cards: data ? toPricingCards(data.printTypes) : [],
    isLoading,
    isRetrying: isError && isFetching,
    errorMessage: isError ? describeApiError(error) : undefined,
    retry: () => void refetch(),
  };
}
