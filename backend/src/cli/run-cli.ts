/** Runs a command-line tool's main and exits with its code; an unexpected error prints its message and exits 1. */
export function runCli(main: () => Promise<number>): void {
  main()
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
