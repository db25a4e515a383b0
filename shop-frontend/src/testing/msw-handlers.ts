import { http, HttpResponse } from 'msw';
import { catalogueFixture } from './catalogue-fixture';

/** Matches the API on any origin: the base URL comes from runtime config and is absolute in tests. */
export const apiUrl = (path: string) => `*/api${path}`;

export const catalogueHandler = http.get(apiUrl('/catalogue'), () => HttpResponse.json(catalogueFixture()));

/** The backend's error envelope (backend brief item 4). */
export function errorEnvelope(status: number, message: string, errorType = 'SERVER_ERROR') {
  return HttpResponse.json({ error: 'Error', message, errorType, details: [] }, { status });
}

export const defaultHandlers = [catalogueHandler];
