import { ResultsPage } from '../../features/results/components/results-page';

/** Lazy route module for /app/results/:sessionId. */
export function Component() {
  return <ResultsPage />;
}
