import { describe, expect, it } from 'vitest';
import { catalogueView } from '../catalogue/catalogue-view';
import { PRINT_TYPES } from '../catalogue/print-catalogue';
import { jsonLdScript } from './page-head';
import { landingStructuredData } from './structured-data';

const PUBLIC_URL = 'https://shop.example';

type Node = Record<string, unknown>;

/** The JSON-LD as a page carries it, read back the way a crawler reads it: the element's text parsed as JSON. */
function parsed(html: string): Node {
  const match = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as Node;
}

function graphNode(data: Node, type: string): Node {
  const node = (data['@graph'] as Node[]).find((n) => n['@type'] === type);
  expect(node, `a ${type} in the graph`).toBeDefined();
  return node!;
}

/**
 * The properties schema.org's types need to be understood (and that Google's product and organization rich results
 * require), with the type each must have.
 */
const REQUIRED: Record<string, Record<string, (value: unknown) => boolean>> = {
  Organization: { name: isText, url: isAbsoluteUrl, logo: isAbsoluteUrl },
  Product: { name: isText, image: isAbsoluteUrl, description: isText, offers: isObject },
  AggregateOffer: { lowPrice: isPrice, highPrice: isPrice, priceCurrency: isCurrency, offerCount: isCount },
  Offer: { price: isPrice, priceCurrency: isCurrency, availability: isSchemaEnum, name: isText },
};

function isText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
function isAbsoluteUrl(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith(`${PUBLIC_URL}/`);
}
function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}
/** schema.org's price: a number, written with a dot and no currency sign or thousands separator. */
function isPrice(value: unknown): boolean {
  return typeof value === 'string' && /^\d+\.\d{2}$/.test(value);
}
function isCurrency(value: unknown): boolean {
  return value === 'USD';
}
function isCount(value: unknown): boolean {
  return Number.isInteger(value) && (value as number) > 0;
}
function isSchemaEnum(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('https://schema.org/');
}

function expectValid(node: Node): void {
  const type = node['@type'] as string;
  for (const [property, valid] of Object.entries(REQUIRED[type] ?? {}))
    expect(valid(node[property]), `${type}.${property} = ${JSON.stringify(node[property])}`).toBe(true);
}

describe('the landing page structured data', () => {
  const catalogue = catalogueView(PRINT_TYPES);
  const data = parsed(jsonLdScript(landingStructuredData({ publicUrl: PUBLIC_URL, ...catalogue })));

  it('is a schema.org graph of the shop as an Organization and its print as a Product', () => {
    expect(data['@context']).toBe('https://schema.org');
    const organization = graphNode(data, 'Organization');
    const product = graphNode(data, 'Product');
    expectValid(organization);
    expectValid(product);
    expect(organization.name).toBe('PetArt');
    expect(organization.url).toBe(`${PUBLIC_URL}/`);
    // The product's brand is the organization, by reference.
    expect(product.brand).toEqual({ '@id': organization['@id'] });
  });

  it('offers every orderable size at the catalogue price in US dollars, and nothing that cannot be ordered', () => {
    const offer = graphNode(data, 'Product').offers as Node;
    expect(offer['@type']).toBe('AggregateOffer');
    expectValid(offer);
    const offers = offer.offers as Node[];
    for (const each of offers) {
      expect(each['@type']).toBe('Offer');
      expectValid(each);
    }
    const orderable = catalogue.printTypes.filter((type) => !type.comingSoon);
    const expected = orderable.flatMap((type) =>
      type.sizes.map((size) => ({ sku: `${type.value}-${size.value}`, price: size.price })),
    );
    expect(offers.map((each) => ({ sku: each.sku, price: Number(each.price) }))).toEqual(expected);
    expect(offer.offerCount).toBe(expected.length);
    const prices = expected.map((each) => each.price);
    expect(Number(offer.lowPrice)).toBe(Math.min(...prices));
    expect(Number(offer.highPrice)).toBe(Math.max(...prices));
    // The framed canvas is listed as coming soon: not offered.
    expect(offers.some((each) => String(each.sku).startsWith('framed-'))).toBe(false);
    expect(catalogue.printTypes.some((type) => type.value === 'framed' && type.comingSoon)).toBe(true);
  });

  it('carries a rating only when one is given (the shop has no reviews yet)', () => {
    expect(graphNode(data, 'Product')).not.toHaveProperty('aggregateRating');
    const rated = landingStructuredData({
      publicUrl: PUBLIC_URL,
      ...catalogue,
      rating: { ratingValue: 4.5, reviewCount: 12 },
    }) as Node;
    expect(graphNode(rated, 'Product').aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 12,
    });
  });

  it('cannot be closed early by the text it carries', () => {
    const html = jsonLdScript({ name: '</script><script>alert(1)</script>' });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(parsed(html).name).toBe('</script><script>alert(1)</script>');
  });
});
