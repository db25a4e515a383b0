/**
 * The minimal test-runner surface the contract suites need. Suites receive it as a parameter instead of importing
 * vitest/jest, so @petart/domain has no test framework at runtime and the backend can run the same suite under
 * whichever runner it uses (vitest and jest both satisfy this shape: pass their `describe` and `it`).
 */
export interface ContractHarness {
  describe(name: string, body: () => void): void;
  it(name: string, body: () => Promise<void> | void): void;
}

/** Thrown by the contract assertions; carries a readable message for the runner. */
export class ContractViolation extends Error {
  override readonly name = 'ContractViolation';
}

/** Fails unless the condition holds. */
export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new ContractViolation(message);
}

/** Fails unless the two values are strictly equal. */
export function checkEqual<T>(actual: T, expected: T, what: string): void {
  if (actual !== expected) {
    throw new ContractViolation(`${what}: expected ${String(expected)}, got ${String(actual)}`);
  }
}

/** Fails unless the promise rejects. */
export async function checkRejects(promise: Promise<unknown>, what: string): Promise<void> {
  try {
    await promise;
  } catch {
    return;
  }
  throw new ContractViolation(`${what}: expected a rejection`);
}

/** Byte-wise equality without Node's Buffer (domain code also runs in browsers). */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}
