/* global window, document */
// Start-up guard (product.md P12 'Error Loading App' with a refresh button). A plain script loaded before the app's
// module (deferred, so in order before it): when the entry chunk, a vendor chunk it imports or a preloaded module fails to load (a flaky network, or
// a deployment that replaced the files), the app never starts and the page would stay blank. This shows the same
// screen as src/components/errors/startup-error.ts (a test keeps the texts equal). Once the app has rendered
// anything, failures are the router's business (a route chunk shows the same screen through RouteErrorBoundary).
(function bootGuard() {
  var TITLE = 'Error Loading App';
  var MESSAGE = 'Please refresh the page to try again.';

  // A prerendered page (data-prerendered, dropped by main.tsx once the app runs) and the shell's loading indicator
  // (.boot-loader, index.html) are on screen before the app starts: neither counts as started.
  function appStarted() {
    var root = document.getElementById('root');
    if (!root || root.hasAttribute('data-prerendered')) return false;
    var first = root.firstElementChild;
    return root.childNodes.length > 0 && !(first && first.classList.contains('boot-loader'));
  }

  function show() {
    var root = document.getElementById('root') || document.body;
    var wrapper = document.createElement('div');
    wrapper.setAttribute('role', 'alert');
    wrapper.style.cssText =
      'min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;font-family:system-ui,sans-serif;text-align:center;padding:16px';
    var title = document.createElement('h1');
    title.textContent = TITLE;
    var message = document.createElement('p');
    message.textContent = MESSAGE;
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Refresh Page';
    button.style.cssText =
      'padding:10px 20px;border-radius:999px;border:0;background:#A63D2A;color:#fff;font-weight:700;cursor:pointer';
    button.addEventListener('click', function () {
      window.location.reload();
    });
    wrapper.append(title, message, button);
    root.replaceChildren(wrapper);
  }

  /** @param {Event} event */
  function onResourceError(event) {
    var target = /** @type {HTMLElement | null} */ (event.target);
    if (!target || target === /** @type {unknown} */ (window)) return;
    var isScript = target.tagName === 'SCRIPT';
    var isModulePreload =
      target.tagName === 'LINK' && /** @type {HTMLLinkElement} */ (target).rel === 'modulepreload';
    if ((isScript || isModulePreload) && !appStarted()) show();
  }

  // Capture phase: resource load errors do not bubble.
  window.addEventListener('error', onResourceError, true);
})();
