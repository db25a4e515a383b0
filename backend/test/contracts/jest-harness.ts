import type { ContractHarness } from '@petart/domain/testing';

/** Runs the domain's contract suites under Jest (the suites take the runner's describe/it as parameters). */
export const jestHarness: ContractHarness = {
  describe: (name, body) => describe(name, body),
  it: (name, body) =>
    it(name, async () => {
      await body();
    }),
};
