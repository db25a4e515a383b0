import { APP_ERROR_TEXT } from './error-messages';

/**
 * Start-up failure screen ('Error Loading App' + refresh, product.md P12). Plain DOM on purpose: React or the theme may
 * be exactly what failed to start.
 */
export function renderStartupError(container: HTMLElement): void {
  const wrapper = document.createElement('div');
  wrapper.setAttribute('role', 'alert');
  wrapper.style.cssText =
    'min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;font-family:system-ui,sans-serif;text-align:center;padding:16px';
  const title = document.createElement('h1');
  title.textContent = APP_ERROR_TEXT.startupTitle;
  const message = document.createElement('p');
  message.textContent = APP_ERROR_TEXT.startupMessage;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Refresh Page';
  button.style.cssText =
    'padding:10px 20px;border-radius:999px;border:0;background:#A63D2A;color:#fff;font-weight:700;cursor:pointer';
  button.addEventListener('click', () => window.location.reload());
  wrapper.append(title, message, button);
  container.replaceChildren(wrapper);
}
