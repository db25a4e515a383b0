import { http, HttpResponse } from 'msw';
import { devDefaultHandlers } from '../features/dev/testing/dev-handlers';

/** Matches the API on any origin: the base URL comes from runtime config. */
export const apiUrl = (path: string) => `*/api${path}`;

export const healthyHandler = http.get(apiUrl('/health'), () =>
  HttpResponse.json({ status: 'ok', database: 'up', version: '0.1.0', uptimeSeconds: 42 }),
);

/** The backend's error envelope (backend brief item 4). */
export function errorEnvelope(status: number, message: string, errorType = 'SERVER_ERROR') {
  return HttpResponse.json({ error: 'Error', message, errorType, details: [] }, { status });
}

export const defaultHandlers = [healthyHandler, ...devDefaultHandlers];
