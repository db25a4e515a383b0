/**
 * Keeps `page`, as it looks now, in front of whatever the app shows for the next `ms`: the sign-in page's one-second
 * "Login successful" pause (product.md P11). The sign-in page navigates as soon as the server has answered,
 * so the next page is loaded, rendered, put in the document, starts its requests and is painted during the pause,
 * behind a still copy of the sign-in page; when the pause is over the copy is taken away and the next page is there at
 * once (D-191). Rendering it after the pause instead took 150-250 ms of a slowed phone's time.
 *
 * The copy sits in a curtain over the whole window, below the toasts (MUI's snackbar layer), so the "Login successful"
 * toast stays live in front of it. The copy is inert (nothing in it can be focused or clicked, and assistive technology
 * skips it) and carries no `id`; the curtain itself takes every tap until it goes, so nothing behind it can be touched
 * before it is seen. Returns the function that takes the copy away early (idempotent).
 */
export function holdScreen(page: HTMLElement, ms: number): () => void {
  const box = page.getBoundingClientRect();
  const copy = page.cloneNode(true) as HTMLElement;
  copy.removeAttribute('id');
  for (const element of copy.querySelectorAll('[id]')) element.removeAttribute('id');
  copy.setAttribute('inert', '');
  Object.assign(copy.style, {
    position: 'absolute',
    top: `${box.top}px`,
    left: `${box.left}px`,
    width: `${box.width}px`,
    margin: '0',
  });
  const curtain = document.createElement('div');
  curtain.dataset.heldScreen = '';
  curtain.setAttribute('aria-hidden', 'true');
  Object.assign(curtain.style, {
    position: 'fixed',
    inset: '0',
    overflow: 'hidden',
    // Above the app's dialogs and drawers (MUI's modal layer, 1300), below its toasts (1400).
    zIndex: '1350',
    background: getComputedStyle(document.body).backgroundColor,
  });
  curtain.append(copy);
  document.body.append(curtain);
  const lift = () => {
    clearTimeout(timer);
    curtain.remove();
  };
  const timer = setTimeout(lift, ms);
  return lift;
}
