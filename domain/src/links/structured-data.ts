import type { CataloguePrintTypeView } from '../catalogue/catalogue-view';
import { LOGO_IMAGE_PATH, PUBLIC_PAGES, previewImagePath, SITE_NAME } from './public-pages';
import { shopUrl } from './shop-paths';

/**
 * The landing page's structured data (schema.org, as JSON-LD): the shop as an `Organization` and the portrait print
 * as a `Product` whose `AggregateOffer` lists every orderable size at the catalogue's price, in US dollars (the
 * currency every price of the shop is in). The server writes it into the landing page's HTML as it sends it.
 */

/** The currency of every price in the catalogue. */
export const CATALOGUE_CURRENCY = 'USD';

/**
 * A product's rating as schema.org's `AggregateRating` wants it. Nothing passes one yet: the shop has no reviews.
 * When it has, the reviews' own average and count go here (never an invented figure); search engines drop a
 * product's rich result whose rating is not what its page shows.
 */
export interface ProductRating {
  /** The average of the reviews, on the scale below. */
  ratingValue: number;
  reviewCount: number;
  bestRating?: number;
  worstRating?: number;
}

/** What the structured data is made of: the shop's address and its public catalogue (`catalogueView(PRINT_TYPES)`). */
export interface LandingStructuredDataInput {
  publicUrl: string;
  printTypes: readonly CataloguePrintTypeView[];
  /** The product's rating, once the shop has reviews to make it from (see {@link ProductRating}). */
  rating?: ProductRating;
}

/** A price in cents as schema.org writes one: dollars with two decimals, no currency sign. */
function schemaPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The landing page's `Organization` and `Product`, as one JSON-LD graph. */
export function landingStructuredData({ publicUrl, printTypes, rating }: LandingStructuredDataInput): object {
  const home = shopUrl(publicUrl, '/');
  const landing = PUBLIC_PAGES[0]!;
  const organizationId = `${home}#organization`;
  const orderable = printTypes.filter((type) => !type.comingSoon);
  const offers = orderable.flatMap((type) =>
    type.sizes.map((size) => ({
      '@type': 'Offer',
      name: `${type.label} ${size.label}`,
      sku: `${type.value}-${size.value}`,
      price: schemaPrice(size.priceCents),
      priceCurrency: CATALOGUE_CURRENCY,
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      url: `${home}#pricing`,
      seller: { '@id': organizationId },
    })),
  );
  const cents = orderable.flatMap((type) => type.sizes.map((size) => size.priceCents));
  const product: Record<string, unknown> = {
    '@type': 'Product',
    '@id': `${home}#product`,
    name: 'Custom Pet Portrait Print',
    description: landing.description,
    image: shopUrl(publicUrl, previewImagePath(landing.image)),
    url: home,
    brand: { '@id': organizationId },
    category: 'Custom pet portrait prints',
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: CATALOGUE_CURRENCY,
      lowPrice: schemaPrice(Math.min(...cents)),
      highPrice: schemaPrice(Math.max(...cents)),
      offerCount: offers.length,
      offers,
    },
  };
  if (rating) product.aggregateRating = { '@type': 'AggregateRating', ...rating };
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name: SITE_NAME,
        url: home,
        logo: shopUrl(publicUrl, LOGO_IMAGE_PATH),
        description: landing.description,
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'customer support',
          url: shopUrl(publicUrl, '/contact'),
        },
      },
      product,
    ],
  };
}
