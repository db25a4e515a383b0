import type { LandingSection } from '../../config/paths';

/** Header navigation: landing page sections (product.md P12). */
export const SECTION_LINKS: readonly { section: LandingSection; label: string }[] = [
  { section: 'pricing', label: 'Pricing' },
  { section: 'about', label: 'About' },
  { section: 'faq', label: 'FAQ' },
];

/**
 * Scrolls to a landing section when it is on the current page. Returns false when it is not, so the caller lets
 * the link navigate to '/#section' instead (the landing page scrolls on arrival).
 */
export function scrollToSection(section: LandingSection): boolean {
  const target = document.getElementById(section);
  if (!target) return false;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  window.history.replaceState(window.history.state, '', `#${section}`);
  return true;
}
