import { FAILURE_TEXTS } from '@petart/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { classifyApiError, errorResponse } from '@petart/web-shared/api-error';
import { api, useGenerateArtworkMutation } from '../../../api/enhanced-api';
import { preloadImage, resolveApiUrl } from '../../../components/artwork';
import { useToast } from '../../../components/toast';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import type { GenerationFailure } from '../components/generation-error-dialog';
import {
  GENERATION_TIMING,
  GenerationTimers,
  IDLE_PROGRESS,
  type GenerationProgress,
} from '../generation-progress';

export const GENERATION_TEXTS = {
  success: 'Artwork Generated Successfully!',
  stillWorkingTitle: 'Still Working...',
  stillWorkingMessage: 'Your artwork is taking longer than usual. Please hang tight.',
  longNotice: 'This is taking longer than usual. Your artwork is almost ready, please stay on this page.',
  leavePrompt: 'Your artwork is being generated. Are you sure you want to leave?',
  overlay: 'This process can take up to 60 seconds.',
} as const;

/**
 * The newest partial frame of the running generation: polls GET /api/generate/:sessionId/preview every
 * previewPollMs between start() and stop(), one request at a time, and keeps the newest frame (a later index) until
 * the next start(). The frame stays on screen after stop() so the dialog shows it until the results open.
 */
function usePreviewFrame(sessionId: string) {
  const [frameUrl, setFrameUrl] = useState<string | null>(null);
  const [fetchPreview] = api.endpoints.getGenerationPreview.useLazyQuery();
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const start = useCallback(() => {
    stop();
    setFrameUrl(null);
    let newest = -1;
    let busy = false;
    const poll = async () => {
      if (busy) return;
      busy = true;
      const result = await fetchPreview({ sessionId }, false);
      busy = false;
      const { previewImageUrl, previewIndex } = result.data ?? {};
      // A poll answered after stop() (the generation has finished) changes nothing.
      if (timer.current === undefined || !previewImageUrl || (previewIndex ?? 0) <= newest) return;
      newest = previewIndex ?? 0;
      setFrameUrl(resolveApiUrl(previewImageUrl, env.apiBaseUrl));
    };
    timer.current = setInterval(() => void poll(), GENERATION_TIMING.previewPollMs);
  }, [fetchPreview, sessionId, stop]);

  const clear = useCallback(() => setFrameUrl(null), []);
  useEffect(() => stop, [stop]);
  return { frameUrl, start, stop, clear };
}

/**
 * Runs one generation from the style step with the progress model of product.md P3: progress ticks, the 45 s notice,
 * the success toast, preloading the new images (navigate when done, after at most 3 s, or 1 s with no image) and
 * the failure state for the error dialog. Every timer is cleared on success, error and unmount. While it runs, the
 * newest partial frame of the artwork is polled for the progress dialog (previewUrl).
 */
export function useArtworkGeneration(sessionId: string) {
  const [progress, setProgress] = useState<GenerationProgress>(IDLE_PROGRESS);
  const {
    frameUrl: previewUrl,
    start: startPreview,
    stop: stopPreview,
    clear: clearPreview,
  } = usePreviewFrame(sessionId);
  const [longRunning, setLongRunning] = useState(false);
  const [failure, setFailure] = useState<GenerationFailure | null>(null);
  const [generate] = useGenerateArtworkMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const mounted = useRef(true);
  const navTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Timers are stopped on unmount, so their callbacks never run on an unmounted component; toast is stable.
  const [timers] = useState(
    () =>
      new GenerationTimers({
        onProgress: setProgress,
        onLongRunning: () => {
          setLongRunning(true);
          toast({
            title: GENERATION_TEXTS.stillWorkingTitle,
            description: GENERATION_TEXTS.stillWorkingMessage,
            duration: GENERATION_TIMING.stillWorkingToastMs,
          });
        },
      }),
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      timers.stop();
      clearTimeout(navTimer.current);
    };
  }, [timers]);

  const run = useCallback(
    async (style: string, customPrompt: string) => {
      const t = timers;
      setFailure(null);
      setLongRunning(false);
      t.start();
      startPreview();
      const prompt = customPrompt.trim();
      const result = await generate({
        generateDto: { sessionId, style, ...(prompt ? { customPrompt: prompt } : {}) },
      });
      stopPreview();
      if (!mounted.current) return;
      setLongRunning(false);
      if ('error' in result) {
        clearPreview();
        t.fail();
        const classified = classifyApiError(result.error);
        const { status } = errorResponse(result.error);
        setFailure({
          type: classified.type,
          message: classified.message || FAILURE_TEXTS.generationFallback,
          ...(status !== undefined ? { status } : {}),
        });
        return;
      }
      t.complete();
      toast({
        title: GENERATION_TEXTS.success,
        duration: GENERATION_TIMING.successToastMs,
        variant: 'success',
      });
      const data = result.data;
      const urls = data.generatedImages?.length
        ? data.generatedImages
        : data.generatedImageUrl
          ? [data.generatedImageUrl]
          : [];
      const goToResults = () => {
        if (mounted.current) void navigate(paths.app.results(sessionId));
      };
      if (urls.length === 0) {
        navTimer.current = setTimeout(goToResults, GENERATION_TIMING.noImageNavigateMs);
        return;
      }
      // Each preload gives up after 3 s, so this resolves when all loaded or failed, or after at most 3 s.
      await Promise.all(
        urls.map((url) =>
          preloadImage(resolveApiUrl(url, env.apiBaseUrl), GENERATION_TIMING.preloadFallbackMs),
        ),
      );
      goToResults();
    },
    [generate, navigate, sessionId, toast, timers, startPreview, stopPreview, clearPreview],
  );

  const dismissFailure = useCallback(() => {
    setFailure(null);
    timers.reset();
  }, [timers]);

  return { progress, longRunning, failure, run, dismissFailure, previewUrl };
}
