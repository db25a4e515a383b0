/**
 * Lets a page load the code of the page it is about to open, ahead of a navigation it knows is coming (the sign-in
 * page during its one-second "Login Successful" pause: issue 21). Pages cannot import the router (it imports them),
 * so the router registers how to preload a path (src/app/router.tsx) and pages only name the path.
 */
type RoutePreloader = (path: string) => void;

let preloader: RoutePreloader = () => undefined;

/** Called once by the router with the way to load a path's lazy route modules. */
export function registerRoutePreloader(next: RoutePreloader): void {
  preloader = next;
}

/** Fetches and evaluates the route modules `path` will render, without navigating; failures are left to the navigation. */
export function preloadRoute(path: string): void {
  preloader(path);
}
