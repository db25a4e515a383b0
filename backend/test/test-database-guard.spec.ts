import { assertTestDatabase, withDatabase } from './test-database-guard';

describe('assertTestDatabase', () => {
  it.each([
    ['postgres://u:p@localhost:5432/petart_test_ab12', 'petart_test_ab12'],
    ['postgres://u:p@localhost/TEST', 'TEST'],
    ['postgresql://localhost/my-test-db?sslmode=disable', 'my-test-db'],
  ])('accepts %s', (url, name) => {
    expect(assertTestDatabase(url)).toBe(name);
  });

  it.each([
    ['postgres://u:p@localhost:5432/petart'],
    ['postgres://u:p@localhost:5432/postgres'],
    ['postgres://test:test@test-host:5432/production'],
  ])('refuses %s', (url) => {
    expect(() => assertTestDatabase(url)).toThrow(/must contain "test"/);
  });

  it('refuses a missing or malformed URL', () => {
    expect(() => assertTestDatabase(undefined)).toThrow(/No test database URL/);
    expect(() => assertTestDatabase('not a url')).toThrow(/not a valid URL/);
  });

  it('swaps the database name', () => {
    expect(withDatabase('postgres://u:p@h:1/postgres', 'petart_test_x')).toBe(
      'postgres://u:p@h:1/petart_test_x',
    );
  });
});
