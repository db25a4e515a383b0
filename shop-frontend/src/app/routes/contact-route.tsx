import { ContactPage } from '../../features/legal/components/contact-page';

/** Lazy route module for /contact. */
export function Component() {
  return <ContactPage />;
}
