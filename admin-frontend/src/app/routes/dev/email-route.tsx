import { EmailTestingPanel } from '../../../features/dev';

/** Lazy route module for Dev > Email Testing. */
export function Component() {
  return <EmailTestingPanel />;
}
