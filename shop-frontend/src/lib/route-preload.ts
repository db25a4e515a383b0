/**
 * Lets a page prepare the page it is about to open, ahead of a navigation it knows is coming (the sign-in page during
 * its one-second "Login Successful" pause: issue 21). Pages cannot import the router (it imports them), so the app
 * registers how to prepare a path (src/app/router.tsx: load its route modules; src/app/start.tsx: also render it once,
 * hidden, see warm-route.tsx) and pages only name the path.
 */
type RoutePreloader = (path: string) => (() => void) | void;

let preloader: RoutePreloader = () => undefined;

/** Called by the app with the way to prepare a path. */
export function registerRoutePreloader(next: RoutePreloader): void {
  preloader = next;
}

/**
 * Prepares what `path` will render, without navigating; failures are left to the navigation. Returns the function
 * that lets go of what the preparation holds (call it once the navigation has happened, or when it will not).
 */
export function preloadRoute(path: string): () => void {
  return preloader(path) ?? (() => undefined);
}
