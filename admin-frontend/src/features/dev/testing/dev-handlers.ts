import { http, HttpResponse } from 'msw';

const apiUrl = (path: string) => `*/api${path}`;

/** Default answers of the Dev tab's calls (empty logs, no jobs, local adapters); tests override them. */
export const devDefaultHandlers = [
  http.get(apiUrl('/admin/errors'), () => HttpResponse.json({ errors: [], total: 0, limit: 10, offset: 0 })),
  http.get(apiUrl('/admin/errors/count'), () => HttpResponse.json({ total: 0, unresolved: 0 })),
  http.get(apiUrl('/admin/dev-tools/adapters'), () => HttpResponse.json([])),
  http.get(apiUrl('/admin/jobs'), () => HttpResponse.json([])),
];
