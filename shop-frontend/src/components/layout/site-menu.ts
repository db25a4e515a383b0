/**
 * The public header's menu below `md` is a native `<details>` (site-header.tsx): it opens at the tap in the
 * prerendered page, before any script and with scripts blocked. This one delegated listener, installed by the entry
 * (src/main.tsx) before the app exists and kept after, closes it the way a menu closes: when one of its links is
 * followed, on a tap outside it, and on Escape (focus back on its button).
 */
export const SITE_MENU = 'data-site-menu';

function openMenus(doc: Document): HTMLDetailsElement[] {
  return [...doc.querySelectorAll<HTMLDetailsElement>(`details[${SITE_MENU}][open]`)];
}

export function followSiteMenus(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    for (const menu of openMenus(doc)) {
      const inside = target !== null && menu.contains(target);
      // A link inside it was followed, or the tap was elsewhere (its own button toggles it natively).
      if (!inside || target.closest('a') !== null) menu.open = false;
    }
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of openMenus(doc)) {
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  });
}
