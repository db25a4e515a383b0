import { useState } from 'react';
import { useNavigate } from 'react-router';
import { classifyApiError, errorResponse } from '@petart/web-shared/api-error';
import { useGenerateArtworkMutation } from '../../../api/enhanced-api';
import { paths } from '../../../config/paths';
import { KEEP_CURRENT_STYLE } from '../components/refine-panel';
import { RESULTS_TIMING, type ResultsFailure } from '../results-rules';

/**
 * The refine panel's state and actions (product.md P12 Results): style and changes, 'Create New Variation' (a revision
 * with the current style unless another is chosen), the error dialog's failure with its retry after 1 s, and 'Go
 * Back' (a safety rejection goes back to the upload).
 */
export function useRefine(args: {
  sessionId: string;
  currentStyle: string | null | undefined;
  later: (fn: () => void, ms: number) => void;
  onNewImage: (url: string | null) => void;
}) {
  const { sessionId, currentStyle, later, onNewImage } = args;
  const [generate, generateState] = useGenerateArtworkMutation();
  const navigate = useNavigate();
  const [refineStyle, setRefineStyle] = useState(KEEP_CURRENT_STYLE);
  const [changes, setChanges] = useState('');
  const [failure, setFailure] = useState<ResultsFailure | null>(null);
  const [retrying, setRetrying] = useState(false);

  const run = async () => {
    const style = refineStyle || currentStyle || '';
    const prompt = changes.trim();
    const result = await generate({
      generateDto: { sessionId, style, revision: true, ...(prompt ? { customPrompt: prompt } : {}) },
    });
    setRetrying(false);
    if ('error' in result) {
      const classified = classifyApiError(result.error);
      const { status } = errorResponse(result.error);
      setFailure({
        type: classified.type,
        message: classified.message,
        ...(status !== undefined ? { status } : {}),
      });
      return;
    }
    setChanges('');
    setRefineStyle(KEEP_CURRENT_STYLE);
    onNewImage(result.data.generatedImageUrl ?? result.data.generatedImages?.[0] ?? null);
  };

  const backFromError = () => {
    const wasSafety = failure?.type === 'SAFETY_SYSTEM_REJECTION';
    setFailure(null);
    if (wasSafety) void navigate(paths.app.create);
  };

  const retry = () => {
    setRetrying(true);
    later(() => {
      setFailure(null);
      void run();
    }, RESULTS_TIMING.retryMs);
  };

  return {
    refining: generateState.isLoading,
    refineStyle,
    setRefineStyle,
    changes,
    setChanges,
    failure,
    retrying,
    run,
    retry,
    backFromError,
  };
}
