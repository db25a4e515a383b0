/**
 * Refuses any database whose name lacks "test": the suites create and drop tables, and a mistyped
 * TEST_DATABASE_URL must never reach a real database.
 */
export function assertTestDatabase(url: string | undefined): string {
  if (url === undefined || url === '') {
    throw new Error(
      'No test database URL: run the tests through jest (global setup) or set TEST_DATABASE_URL',
    );
  }
  let name: string;
  try {
    name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  } catch {
    throw new Error('Refusing to run tests: the test database URL is not a valid URL');
  }
  if (!/test/i.test(name)) {
    throw new Error(`Refusing to run tests against database "${name}": its name must contain "test"`);
  }
  return name;
}

/** The same URL pointing at another database on the same server. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
