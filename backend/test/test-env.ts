/** Environment variables the global setup hands to the test workers. */
export const TEST_ENV = {
  /** URL of the fresh petart_test_<random> database of this run. */
  databaseUrl: 'PETART_TEST_DATABASE_URL',
  /** Maintenance URL of the same server (create/drop scratch databases). */
  adminUrl: 'PETART_TEST_ADMIN_URL',
} as const;

export interface TestGlobalState {
  stop?: () => Promise<void>;
  adminUrl: string;
  database: string;
  tempDir?: string;
}

export const GLOBAL_STATE_KEY = '__PETART_TEST_PG__';
