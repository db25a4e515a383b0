import { useEffect, useRef, useState } from 'react';
import { errorBody } from '@petart/web-shared/api-error';
import { useGenerateMockupsMutation, type MockupDto as Mockup } from '../../../api/enhanced-api';
import { preloadImage, resolveApiUrl } from '../../../components/artwork';
import { useToast } from '../../../components/toast';
import { env } from '../../../config/env';
import { mockupCacheKey, readMockupCache, writeMockupCache, type MockupCacheKeyParts } from '../mockup-cache';
import { PREVIEW_TEXTS, PREVIEW_TIMING } from '../preview-rules';

export interface MockupsState {
  mockups: Mockup[];
  loading: boolean;
  imagesLoaded: boolean;
  error: { title: string; message: string } | null;
  retry: () => void;
}

function newRequestId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function statusAndBody(error: unknown): { status?: number | string; data?: Record<string, unknown> } {
  if (typeof error !== 'object' || error === null) return {};
  const status = (error as { status?: number | string }).status;
  const data = errorBody(error);
  return { ...(status !== undefined ? { status } : {}), ...(data ? { data } : {}) };
}

/**
 * Mockups for one (session, type, size, image, name on the print): from the 24 h localStorage cache, else POST /generate-mockups with
 * a request id (the previous in-flight request is aborted when any of them changes). Every image is preloaded with a
 * 15 s timeout; failed ones are dropped, all failing is an error; images count as loaded when the preloads settle
 * or 3 s after the mockups arrive, whichever comes first.
 */
interface KeyedState {
  key: string | null;
  mockups: Mockup[];
  loading: boolean;
  imagesLoaded: boolean;
  error: MockupsState['error'];
}

export function useMockups(parts: MockupCacheKeyParts | null): MockupsState {
  const [generateMockups] = useGenerateMockupsMutation();
  const { toast } = useToast();
  const toastRef = useRef(toast);
  useEffect(() => {
    toastRef.current = toast;
  }, [toast]);
  const [attempt, setAttempt] = useState(0);

  const sessionId = parts?.sessionId;
  const printType = parts?.printType;
  const printSize = parts?.printSize;
  const imageUrl = parts?.imageUrl;
  const personalisation = parts?.personalisation ?? null;
  const stateKey = parts ? `${mockupCacheKey(parts)}#${attempt}` : null;

  // State belongs to one (key, attempt); a new key starts from "loading" without a synchronous reset in the effect.
  const [state, setState] = useState<KeyedState>({
    key: null,
    mockups: [],
    loading: false,
    imagesLoaded: false,
    error: null,
  });
  const current: KeyedState =
    state.key === stateKey
      ? state
      : { key: stateKey, mockups: [], loading: stateKey !== null, imagesLoaded: false, error: null };

  useEffect(() => {
    if (!sessionId || !printType || !printSize || !imageUrl || !stateKey) return undefined;
    const key = { sessionId, printType, printSize, imageUrl, personalisation };
    let cancelled = false;
    let assumeTimer: ReturnType<typeof setTimeout> | undefined;
    const update = (patch: Partial<KeyedState>) => {
      if (cancelled) return;
      setState((previous) => ({
        ...(previous.key === stateKey
          ? previous
          : { key: stateKey, mockups: [], loading: true, imagesLoaded: false, error: null }),
        ...patch,
      }));
    };

    const show = (list: Mockup[]) => {
      update({ mockups: list, loading: false, error: null });
      assumeTimer = setTimeout(() => update({ imagesLoaded: true }), PREVIEW_TIMING.assumeLoadedMs);
      void Promise.all(
        list.map((m) => preloadImage(resolveApiUrl(m.src, env.apiBaseUrl), PREVIEW_TIMING.preloadTimeoutMs)),
      ).then((results) => {
        if (cancelled) return;
        const loaded = list.filter((_, i) => results[i] === 'loaded');
        if (loaded.length === 0) {
          update({
            mockups: [],
            error: { title: PREVIEW_TEXTS.allFailedTitle, message: PREVIEW_TEXTS.allFailedMessage },
          });
          return;
        }
        update({ mockups: loaded, imagesLoaded: true });
        writeMockupCache(key, loaded);
      });
    };

    const cached = readMockupCache(key);
    if (cached) {
      void Promise.resolve().then(() => {
        if (!cancelled) show(cached);
      });
      return () => {
        cancelled = true;
        clearTimeout(assumeTimer);
      };
    }

    const request = generateMockups({
      generateMockupsDto: {
        imageUrl,
        printType,
        printSize,
        ...(personalisation ? { personalisation } : {}),
        requestId: newRequestId(),
      },
    });
    request
      .unwrap()
      .then((data) => {
        if (cancelled) return;
        const list = Array.isArray(data.mockups)
          ? data.mockups.filter((m) => typeof m.src === 'string' && m.src)
          : [];
        if (list.length === 0) {
          update({
            loading: false,
            error: { title: PREVIEW_TEXTS.inlineTitle, message: PREVIEW_TEXTS.inlineMessage },
          });
          return;
        }
        show(list);
      })
      .catch((failure: unknown) => {
        if (cancelled) return;
        const { status, data } = statusAndBody(failure);
        const code = data?.errorCode ?? data?.errorType;
        if (code === 'VARIANT_MISMATCH') {
          const title =
            typeof data?.error === 'string' && data.error ? data.error : PREVIEW_TEXTS.variantMismatchTitle;
          toastRef.current({
            title,
            description: PREVIEW_TEXTS.variantMismatchMessage,
            variant: 'destructive',
            duration: PREVIEW_TIMING.variantMismatchToastMs,
          });
          update({ loading: false, error: { title, message: PREVIEW_TEXTS.variantMismatchMessage } });
          return;
        }
        toastRef.current(
          typeof status === 'number'
            ? {
                title: PREVIEW_TEXTS.previewFailedTitle,
                description: PREVIEW_TEXTS.previewFailedMessage,
                variant: 'destructive',
              }
            : {
                title: PREVIEW_TEXTS.previewErrorTitle,
                description: PREVIEW_TEXTS.previewErrorMessage,
                variant: 'destructive',
              },
        );
        update({
          loading: false,
          error: { title: PREVIEW_TEXTS.inlineTitle, message: PREVIEW_TEXTS.inlineMessage },
        });
      });

    return () => {
      cancelled = true;
      clearTimeout(assumeTimer);
      // A new type, size or image (or leaving): the previous request is no longer wanted.
      request.abort();
    };
  }, [sessionId, printType, printSize, imageUrl, personalisation, stateKey, generateMockups]);

  return {
    mockups: current.mockups,
    loading: current.loading,
    imagesLoaded: current.imagesLoaded,
    error: current.error,
    retry: () => setAttempt((n) => n + 1),
  };
}
