import OpenAI from 'openai';
import { fetchWithRequestId } from '../../platform/observability/request-id';

/** What every OpenAI adapter is configured with (OPENAI_API_KEY, OPENAI_BASE_URL, its model, limits). */
export interface OpenAiAdapterOptions {
  apiKey: string;
  /** OPENAI_BASE_URL (tests point it at a local fake). */
  baseURL: string;
  /** The adapter's model (OPENAI_IMAGE_MODEL, OPENAI_ANALYSIS_MODEL). */
  model: string;
  maxRetries?: number;
  timeoutMs?: number;
}

/** The OpenAI SDK client of an adapter: its options, else the adapter's defaults (retries, timeout, fetch). */
export function openAiClient(
  options: OpenAiAdapterOptions,
  defaults: { maxRetries: number; timeoutMs: number; fetch?: typeof fetch },
): OpenAI {
  return new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: options.maxRetries ?? defaults.maxRetries,
    timeout: options.timeoutMs ?? defaults.timeoutMs,
    // The current request's id on every call (OpenAI keeps its own x-request-id in the answer).
    fetch: fetchWithRequestId(defaults.fetch),
  });
}
