import { ValidationPipe } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { CalculateCartDto } from '../../modules/pricing/pricing.dto';
import { compileFastBuild } from './fast-validation';
import { createValidationPipe, VALIDATION_OPTIONS } from './validation';

class Inner {
  @IsString()
  @MaxLength(5)
  code!: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(9)
  n?: number;
}

/** Every decorator the fast path models, at small limits so that random values cross them often. */
class Every {
  @IsString()
  @MaxLength(8)
  name!: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10)
  count?: number;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(3)
  @ValidateNested({ each: true })
  @Type(() => Inner)
  inners?: Inner[];

  @IsOptional()
  @ValidateNested()
  @Type(() => Inner)
  inner?: Inner;
}

class WithEmail {
  @IsEmail()
  email!: string;
}

/** Deterministic PRNG (mulberry32) so a failure can be replayed. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STRINGS = [
  '',
  'a',
  'abcde',
  'abcdef',
  'abcdefgh',
  'abcdefghi',
  '😀😀😀😀😀',
  '😀😀😀',
  '\uFE0Fab',
  ' 1 ',
];
const NUMBERS = [0, 1, 5, 9, 10, 11, -1, 1.5, 1e21, Number.NaN];
const JUNK = [null, undefined, true, 0, '7', [], {}, ['a'], { code: 'a' }];

function generator(seed: number) {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const sometimes = (p: number): boolean => rnd() < p;
  const scalar = (): unknown =>
    sometimes(0.45) ? pick(STRINGS) : sometimes(0.6) ? pick(NUMBERS) : pick(JUNK);
  const inner = (): unknown => {
    if (sometimes(0.15)) return pick(JUNK);
    const o: Record<string, unknown> = {};
    if (!sometimes(0.1)) o.code = sometimes(0.8) ? pick(STRINGS) : scalar();
    if (sometimes(0.5)) o.n = sometimes(0.8) ? pick(NUMBERS) : scalar();
    if (sometimes(0.05)) o.extra = 1;
    return o;
  };
  const every = (): unknown => {
    if (sometimes(0.03)) return pick([null, undefined, [], 'x', 5]);
    if (sometimes(0.02)) return JSON.parse('{"__proto__": {"polluted": true}, "name": "a"}') as unknown;
    const o: Record<string, unknown> = {};
    if (!sometimes(0.1)) o.name = sometimes(0.8) ? pick(STRINGS) : scalar();
    if (sometimes(0.5)) o.count = sometimes(0.8) ? pick(NUMBERS) : scalar();
    if (sometimes(0.5)) {
      o.inners = sometimes(0.85) ? Array.from({ length: Math.floor(rnd() * 5) }, inner) : scalar();
    }
    if (sometimes(0.4)) o.inner = inner();
    if (sometimes(0.05)) o.unexpected = 'x';
    return o;
  };
  const pricing = (): unknown => {
    const o: Record<string, unknown> = {};
    if (sometimes(0.9)) o.country = sometimes(0.9) ? pick(['US', 'CA', 'GB', '', 'x'.repeat(61)]) : scalar();
    if (sometimes(0.9)) {
      o.address = sometimes(0.9)
        ? {
            postalCode: sometimes(0.9) ? pick(['94105', '', 'x'.repeat(41)]) : scalar(),
            ...(sometimes(0.7) ? { state: pick(['CA', 'x'.repeat(101)]) } : {}),
            ...(sometimes(0.5) ? { city: pick(['San Francisco', null]) } : {}),
            ...(sometimes(0.05) ? { zip: '1' } : {}),
          }
        : scalar();
    }
    if (sometimes(0.3))
      o.shippingMethod = sometimes(0.8) ? pick(['standard', 'express', 'Express', '']) : scalar();
    if (sometimes(0.3)) o.arriveBy = sometimes(0.8) ? pick(['2026-12-20', '2026-2-3', 'soon', '']) : scalar();
    if (sometimes(0.3)) o.proof = sometimes(0.8) ? pick([true, false, 'true', 1]) : scalar();
    if (sometimes(0.3)) {
      o.items = Array.from({ length: Math.floor(rnd() * 3) }, () =>
        sometimes(0.9)
          ? {
              printType: pick(['canvas', 7]),
              printSize: pick(['20x30', '']),
              quantity: pick([1, 0, 99, 100, 2.5]),
            }
          : scalar(),
      );
    }
    return o;
  };
  return { every, pricing };
}

/** Bodies reach the pipe as parsed JSON; a JSON round trip also gives each side its own copy. */
const asJson = (value: unknown): unknown =>
  value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);

const reference = new ValidationPipe(VALIDATION_OPTIONS);
const asBody = (metatype: new () => object) => ({ type: 'body' as const, metatype, data: undefined });

/** The full class-transformer + class-validator answer: the DTO, or 'invalid'. */
async function fullPath(metatype: new () => object, value: unknown): Promise<unknown> {
  try {
    return (await reference.transform(asJson(value), asBody(metatype))) as unknown;
  } catch {
    return 'invalid';
  }
}

describe('fast validation path', () => {
  it.each([
    ['a DTO using every supported decorator', Every, 'every'],
    ['the pricing body', CalculateCartDto, 'pricing'],
  ] as const)(
    'never accepts what class-validator refuses, and builds the same DTO when it accepts (%s)',
    async (_label, metatype, kind) => {
      const build = compileFastBuild(metatype);
      expect(build).toBeDefined();
      const gen = generator(20261121)[kind];
      let accepted = 0;
      let validByReference = 0;
      for (let i = 0; i < 3000; i++) {
        const value = gen();
        const fast = build?.(asJson(value));
        const full = await fullPath(metatype, value);
        if (full !== 'invalid') validByReference++;
        if (fast === undefined) continue;
        accepted++;
        if (full === 'invalid') throw new Error(`fast path accepted ${JSON.stringify(value)}`);
        expect(fast).toEqual(full);
        expect(Object.getPrototypeOf(fast)).toBe(metatype.prototype);
      }
      // The random mix keeps enough valid payloads for the comparison to mean something, and the fast path takes
      // most of them (it leaves only the ones it cannot vouch for, e.g. strings whose length needs counting).
      expect(validByReference).toBeGreaterThan(150);
      expect(accepted / validByReference).toBeGreaterThan(0.6);
    },
  );

  it('builds nested instances (the service may rely on the DTO classes)', () => {
    const dto = compileFastBuild(Every)?.({ name: 'a', inners: [{ code: 'x' }], inner: { code: 'y', n: 2 } });
    expect(dto).toBeInstanceOf(Every);
    expect((dto as Every).inners?.[0]).toBeInstanceOf(Inner);
    expect((dto as Every).inner).toBeInstanceOf(Inner);
  });

  it('is not compiled for classes using decorators it does not model (they keep the full path)', () => {
    expect(compileFastBuild(WithEmail)).toBeUndefined();
    class Bare {
      name!: string;
    }
    expect(compileFastBuild(Bare)).toBeUndefined();
  });

  it('the global pipe gives the same errors as before for invalid bodies', async () => {
    const pipe = createValidationPipe();
    const bad = { country: 'US', address: { postalCode: 5 }, extra: true };
    await expect(pipe.transform(bad, asBody(CalculateCartDto))).rejects.toMatchObject({
      message: 'property extra should not exist',
    });
    await expect(pipe.transform({ email: 'nope' }, asBody(WithEmail))).rejects.toMatchObject({
      message: 'email must be an email',
    });
    const ok = { country: 'US', address: { postalCode: '94105', state: 'CA' } };
    expect(await pipe.transform(ok, asBody(CalculateCartDto))).toBeInstanceOf(CalculateCartDto);
  });
});
