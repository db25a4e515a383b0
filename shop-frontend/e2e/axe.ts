import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Impacts that fail a journey (nothing serious or critical on any page, at both widths). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** axe-core's WCAG 2.x A/AA rules on the page as it is now: "path: rule (impact): first target" per violation. */
export async function axeScan(page: Page): Promise<string[]> {
  const path = new URL(page.url()).pathname;
  // Colours mid-transition (a button fading from disabled to enabled, a dialog fading in) are not what the user reads.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
      timeout: 3000,
    })
    .catch(() => undefined);
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // What an open dialog hides from assistive technology (MUI marks the page behind it aria-hidden, under a dimming
    // backdrop) is not what the user reads at that moment; the dialog itself and every page on its own are scanned.
    .exclude('[aria-hidden="true"]')
    .analyze();
  return result.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map(
      (v) =>
        `${path}: ${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 80)}`).join(' | ')}`,
    );
}

/**
 * The violations of the page that are still there a moment later. A scan runs while the journey goes on, so it can
 * catch a dialog mid-fade or a button mid-transition (colours no one reads); what a second scan finds again is real.
 */
export async function settledViolations(page: Page): Promise<string[]> {
  const first = await axeScan(page);
  if (first.length === 0) return first;
  await page.waitForTimeout(700);
  const again = new Set(await axeScan(page));
  return first.filter((violation) => again.has(violation));
}
