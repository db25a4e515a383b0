/**
 * A prerendered public page (scripts/prerender.mjs) seen by a signed-out visitor loads the app only when the visitor
 * first acts on it (docs/decisions.md "Public pages load the app on first interaction"): reading the page needs no
 * JavaScript, links are real links, and the phone spends its first seconds painting instead of running React.
 *
 * Until the app has taken over the page, what the visitor does is kept for it:
 * - the first pointer, touch, key or focus event starts loading the app;
 * - a button, tab or form submit is held back (nothing would answer it yet) and done again once the app is there;
 * - text typed into fields stays in the page (hydration keeps the DOM) and is handed to the app's form state.
 * Links are left alone: the browser follows them as plain navigations.
 */
export interface HeldInteractions {
  /** Called by the app once it has taken over the page: hands over typed values, then repeats the held action. */
  appReady(): void;
}

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** What the app answers and a prerendered page cannot: these clicks wait for the app. */
const HELD_CLICK_TARGETS = 'button, [role="button"], [role="tab"]';

type TextField = HTMLInputElement | HTMLTextAreaElement;

const isTextField = (target: EventTarget | null): target is TextField =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/**
 * Gives a field's typed value to the app: React records a field's value when it adopts it and only reports changes
 * from there, so the value is set back to empty through the element (React notes that) and to the typed text through
 * the prototype's setter (React does not), and an input event then reports the difference as an ordinary change.
 */
function handOver(field: TextField): void {
  if (!field.isConnected) return;
  const typed = field.value;
  const prototype: object = Object.getPrototypeOf(field) as object;
  field.value = '';
  Reflect.set(prototype, 'value', typed, field);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function untilFirstInteraction(root: HTMLElement, startApp: () => void): HeldInteractions {
  const typedInto = new Set<TextField>();
  let held: HTMLElement | HTMLFormElement | undefined;
  let started = false;
  let ready = false;

  const onIntent = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    startApp();
  };
  const onInput = (event: Event) => {
    if (isTextField(event.target) && root.contains(event.target)) typedInto.add(event.target);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(HELD_CLICK_TARGETS) : null;
    if (!(target instanceof HTMLElement) || !root.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
    onIntent();
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    // Never the browser's own submit: it would put the fields (a password too) into the address.
    event.preventDefault();
    event.stopPropagation();
    held = event.submitter ?? event.target;
    onIntent();
  };

  for (const type of INTENT_EVENTS)
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  document.addEventListener('input', onInput, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);

  return {
    appReady() {
      if (ready) return;
      ready = true;
      document.removeEventListener('input', onInput, true);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      for (const field of typedInto) handOver(field);
      const action = held;
      held = undefined;
      if (!action) return;
      // After React has rendered the handed-over values (their updates are flushed in a microtask), so a submit
      // handler reads them from its state.
      setTimeout(() => {
        if (action instanceof HTMLFormElement) action.requestSubmit();
        else if (action.isConnected) action.click();
      }, 0);
    },
  };
}
