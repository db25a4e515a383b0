import { EmailTestingPanel } from '../../../features/dev/components/email-testing-panel';

/** Lazy route module for Dev > Email Testing. */
export function Component() {
  return <EmailTestingPanel />;
}
