import { PRINT_TYPES } from '@petart/domain';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import type { CatalogueDto } from './catalogue.dto';

describe('GET /api/catalogue', () => {
  let t: TestApp;
  let body: CatalogueDto;
  beforeAll(async () => {
    t = await createTestApp({}, { database: false });
    const res = await t.request.get('/api/catalogue');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    body = res.body as CatalogueDto;
  });
  afterAll(() => t?.close());

  it('lists the domain print types in order', () => {
    expect(body.printTypes.map((p) => p.value)).toEqual(PRINT_TYPES.map((p) => p.value));
  });

  it.each(PRINT_TYPES.map((type) => [type.value, type] as const))('%s matches the domain', (_value, type) => {
    const served = body.printTypes.find((p) => p.value === type.value);
    expect(served).toEqual({
      value: type.value,
      label: type.label,
      description: type.description,
      details: type.details,
      basePrice: type.basePriceCents / 100,
      popular: type.popular,
      comingSoon: type.comingSoon,
      sizes: expect.any(Array) as unknown,
    });
  });

  it.each(PRINT_TYPES.flatMap((type) => type.sizes.map((size) => [type.value, size.value, size] as const)))(
    '%s %s matches the domain exactly',
    (typeValue, sizeValue, size) => {
      const servedType = body.printTypes.find((p) => p.value === typeValue);
      const served = servedType?.sizes.find((s) => s.value === sizeValue);
      expect(served).toEqual({
        value: size.value,
        label: size.label,
        description: size.description,
        orientation: size.orientation,
        price: Number((size.priceCents / 100).toFixed(2)),
        priceCents: size.priceCents,
        variantId: size.printify.variantId,
        recommended: size.recommended,
        widthIn: size.widthIn,
        heightIn: size.heightIn,
        widthCm: size.widthCm,
        heightCm: size.heightCm,
      });
      expect(servedType?.sizes).toHaveLength(
        PRINT_TYPES.find((p) => p.value === typeValue)?.sizes.length ?? -1,
      );
    },
  );

  it('serves the spec price for a known size (canvas 30x30 = $129.99)', () => {
    const canvas = body.printTypes.find((p) => p.value === 'canvas');
    expect(canvas?.sizes.find((s) => s.value === '30x30')).toMatchObject({
      price: 129.99,
      priceCents: 12999,
    });
  });
});
