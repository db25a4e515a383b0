import { LandingPage } from '../../features/landing/components/landing-page';

/** Lazy route module for '/'. */
export function Component() {
  return <LandingPage />;
}
