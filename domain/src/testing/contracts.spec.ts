import { describe, expect, it } from 'vitest';
import { assertSafeStorageKey, type ObjectStorage } from '../ports/object-storage.port';
import { ContractViolation, bytesEqual } from './contract-harness';
import { FixedClock, clockContract } from './clock.contract';
import { InMemoryMailer, mailerContract } from './mailer.contract';
import { InMemoryObjectStorage, objectStorageContract } from './object-storage.contract';

clockContract('FixedClock', () => new FixedClock(), { describe, it });
clockContract('system clock', () => ({ now: () => new Date() }), { describe, it });
objectStorageContract('InMemoryObjectStorage', () => new InMemoryObjectStorage(), { describe, it });
const sharedMailer = new InMemoryMailer();
mailerContract('InMemoryMailer', () => sharedMailer.underTest(), { describe, it });

describe('contract suites catch broken adapters', () => {
  it('the clock contract fails for a clock that returns a shared Date', async () => {
    const shared = new Date();
    const failures: unknown[] = [];
    const tests: (() => Promise<void> | void)[] = [];
    clockContract('shared', () => ({ now: () => shared }), {
      describe: (_n, body) => body(),
      it: (_n, body) => tests.push(body),
    });
    for (const test of tests) {
      try {
        await test();
      } catch (error) {
        failures.push(error);
      }
    }
    expect(failures).toHaveLength(1);
    expect(failures[0]).toBeInstanceOf(ContractViolation);
  });

  it('the storage contract fails for a store that forgets everything', async () => {
    const forgetful: ObjectStorage = {
      put: (key, body, contentType) => Promise.resolve({ key, contentType, sizeBytes: body.length }),
      get: () => Promise.resolve(undefined),
      delete: () => Promise.resolve(),
      exists: () => Promise.resolve(false),
      url: () => Promise.resolve(''),
    };
    const results: boolean[] = [];
    const tests: (() => Promise<void> | void)[] = [];
    objectStorageContract('forgetful', () => forgetful, {
      describe: (_n, body) => body(),
      it: (_n, body) => tests.push(body),
    });
    for (const test of tests) {
      try {
        await test();
        results.push(true);
      } catch {
        results.push(false);
      }
    }
    expect(results.filter((passed) => !passed).length).toBeGreaterThanOrEqual(4);
  });
});

describe('mailer contract catches broken adapters', () => {
  it('fails for a mailer that drops every message', async () => {
    const results: boolean[] = [];
    const tests: (() => Promise<void> | void)[] = [];
    mailerContract(
      'black hole',
      () => ({
        mailer: { send: () => Promise.resolve({ messageId: 'x' }) },
        delivered: () => Promise.resolve([]),
      }),
      { describe: (_n, body) => body(), it: (_n, body) => tests.push(body) },
    );
    for (const test of tests) {
      try {
        await test();
        results.push(true);
      } catch {
        results.push(false);
      }
    }
    expect(results).toEqual([false, false, false, false]);
  });
});

describe('FixedClock and helpers', () => {
  it('advances and refuses to go backwards', () => {
    const clock = new FixedClock(1000);
    clock.advance(500);
    expect(clock.now().getTime()).toBe(1500);
    expect(() => clock.advance(-1)).toThrow(RangeError);
  });

  it.each(['', '/a', '../a', 'a/../b', 'a//b', './a', 'a\\b'])('rejects unsafe key %j', (key) => {
    expect(() => assertSafeStorageKey(key)).toThrow('Unsafe storage key');
  });

  it('accepts a nested relative key', () => {
    expect(() => assertSafeStorageKey('uploads/s1/original.jpg')).not.toThrow();
  });

  it('compares bytes', () => {
    expect(bytesEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
    expect(bytesEqual(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false);
    expect(bytesEqual(new Uint8Array([1]), new Uint8Array([1, 2]))).toBe(false);
  });
});
