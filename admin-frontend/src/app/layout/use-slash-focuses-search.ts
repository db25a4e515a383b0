import { useEffect } from 'react';

/** The search field of a page: a search input in the main area (the first one when a page has several). */
export const PAGE_SEARCH_SELECTOR = 'main input[type="search"]';

/** True when the key goes to a field or an editable element (typing a '/' there must stay a '/'). */
function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Keyboard: `/` focuses the page's search field (as in Shopify's and Stripe's admin), unless one is typing. */
export function useSlashFocusesSearch(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingInto(event.target))
        return;
      const field = document.querySelector<HTMLInputElement>(PAGE_SEARCH_SELECTOR);
      if (!field) return;
      event.preventDefault();
      field.focus();
      field.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
