/**
 * GET requests the entry (src/main.tsx) starts before the app has loaded, so their answers travel while the app's
 * JavaScript does: with a stored session, the signed-in user (`GET {apiBaseUrl}/user`), which every page behind the
 * sign-in waits for. The app's fetch layer (empty-api.ts) takes a started request once, when it asks for the same
 * URL with the same token; anything else (another token, a second ask) goes to the network as usual. A request that
 * failed fails for the app the way its own would have (its retry and refresh rules then apply).
 */
const started = new Map<string, Promise<Response>>();

const keyOf = (url: string, authorization: string | null) =>
  `${new URL(url, window.location.href).href} ${authorization ?? ''}`;

/** Starts the request; the caller may look at the answer's status too (the body stays for the app). */
export function startEarlyRequest(url: string, token: string): Promise<Response> {
  const authorization = `Bearer ${token}`;
  const request = fetch(url, {
    headers: { Accept: 'application/json', Authorization: authorization },
    credentials: 'include',
  });
  // Nobody may ever take it (the app asks with a refreshed token): an unread failure is not an unhandled rejection.
  request.catch(() => undefined);
  started.set(keyOf(url, authorization), request);
  return request;
}

/** The started request for this one, once; undefined when there is none. */
export function takeEarlyRequest(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const key = keyOf(request.url, request.headers.get('Authorization'));
  const early = started.get(key);
  started.delete(key);
  return early;
}
