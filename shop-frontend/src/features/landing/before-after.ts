/**
 * The before/after comparison moves with a native range input (components/before-after-slider.tsx). Its handler is
 * this one delegated listener, installed by the entry (src/main.tsx) before the app exists, so the slider answers
 * the first drag on the prerendered page; the app adds nothing to it.
 */
export const BEFORE_AFTER_INPUT = 'data-before-after';

/** Sets the comparison's position (0-100) on its frame, which clips the AI image with it (a CSS variable). */
export function showBeforeAfter(input: HTMLInputElement): void {
  const frame = input.closest<HTMLElement>('[data-before-after-frame]');
  frame?.style.setProperty('--before-after', `${Number(input.value)}%`);
}

/** Follows every before/after range input of the document, present or future. */
export function followBeforeAfterSliders(doc: Document = document): void {
  doc.addEventListener('input', (event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.hasAttribute(BEFORE_AFTER_INPUT))
      showBeforeAfter(target);
  });
}
