import { useEffect, useState } from 'react';
import { useGetSessionQuery } from '../../../api/enhanced-api';
import { RESULTS_TIMING, sessionPending } from '../results-rules';

/**
 * The session of the results page: polled every 2 s only while something is pending (product.md P11 session poll), and
 * `noImages` once it still has no image 3 s after its data arrived ('No Images Generated').
 */
export function useResultsSession(sessionId: string) {
  const [noImagesFor, setNoImagesFor] = useState<string | null>(null);
  const [polling, setPolling] = useState(true);
  const session = useGetSessionQuery(
    { sessionId },
    {
      skip: !sessionId,
      refetchOnMountOrArgChange: true,
      pollingInterval: polling ? RESULTS_TIMING.pollMs : 0,
    },
  );
  const noImages = noImagesFor === sessionId;
  const pending = sessionPending(session.data, noImages);
  if (pending !== polling) setPolling(pending);

  const data = session.data;
  const hasData = data !== undefined;
  const imageCount = data?.generatedImages?.length ?? 0;
  useEffect(() => {
    if (!hasData || imageCount > 0) return undefined;
    const timer = setTimeout(() => setNoImagesFor(sessionId), RESULTS_TIMING.noImagesMs);
    return () => clearTimeout(timer);
  }, [hasData, imageCount, sessionId]);

  return { session, noImages };
}
