/**
 * A prerendered page (scripts/prerender.mjs) answers what it can without the app: links, the FAQ and the menu
 * (native `<details>`), the before/after slider, the upload area (a label around its file input). The app is loaded
 * when the visitor does something only the app can answer, or on a page that needs it soon (the sign-in page) already
 * once the page has loaded and the browser is idle (src/main.tsx; docs/decisions.md "Public pages answer the first
 * tap", "The landing page loads the app only when asked"). A tap, a scroll or a wheel does not
 * start it: loading it mid-gesture would compete with what the tap should show.
 *
 * Until the app has taken over the page, what the visitor does is kept for it:
 * - a key pressed, a text field focused or a file dragged in starts loading the app;
 * - a button, tab or form submit is held back (nothing would answer it yet), starts loading the app and is done again
 *   once the app is there;
 * - text typed into fields stays in the page (hydration keeps the DOM) and is handed to the app's form state; the
 *   field's own events (keys, input, focus, taps) do not reach the app meanwhile: React, while it hydrates, would
 *   hydrate the whole page synchronously to answer one of them, holding that keystroke for ~300 ms on a slow phone;
 *   the browser still types, moves the caret and focuses as usual;
 * - a file chosen in a file field is reported to the app again, and a file dropped on the page is dropped again for
 *   the app (the browser would otherwise open the file instead of the page).
 * Links are left alone: the browser follows them as plain navigations.
 */
export interface HeldInteractions {
  /** Called by the app once it has taken over the page: hands over typed values, then repeats the held action. */
  appReady(): void;
  /** Loads the app now, without waiting for the visitor (once, like an interaction would). */
  startNow: () => void;
}

const INTENT_EVENTS = ['keydown', 'focusin', 'dragenter'] as const;
/** A text field's own events, kept from the app until it has taken over (the browser's default actions still run). */
const FIELD_EVENTS = [
  'keydown',
  'keypress',
  'keyup',
  'beforeinput',
  // Chromium's, which React reads for its onBeforeInput.
  'textInput',
  'input',
  'change',
  'select',
  'compositionstart',
  'compositionupdate',
  'compositionend',
  'focusin',
  'focusout',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'click',
] as const;
/** What the app answers and a prerendered page cannot: these clicks wait for the app. */
const HELD_CLICK_TARGETS = 'button, [role="button"], [role="tab"]';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Input types whose value is not typed text (a file field's value cannot even be set). */
const NOT_TEXT = new Set([
  'file',
  'checkbox',
  'radio',
  'submit',
  'button',
  'reset',
  'image',
  'range',
  'color',
]);

const isTextField = (target: EventTarget | null): target is TextField =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !NOT_TEXT.has(target.type));

const isFileField = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && target.type === 'file';

const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;

/** Drops the files again on the element they were dropped on, for the app's drop handler. */
function dropAgain(target: Element, files: readonly File[]): void {
  if (!target.isConnected) return;
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
}

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
  const chosenIn = new Set<HTMLInputElement>();
  let held: HTMLElement | HTMLFormElement | undefined;
  let dropped: { target: Element; files: File[] } | undefined;
  let started = false;
  let ready = false;

  const onIntent = (event?: Event) => {
    // Focus only counts in a text field (a tapped question or link takes focus too).
    if (event?.type === 'focusin' && !isTextField(event.target)) return;
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    startApp();
  };
  const onInput = (event: Event) => {
    if (isTextField(event.target) && root.contains(event.target)) typedInto.add(event.target);
  };
  const keepFromApp = (event: Event) => {
    // Other listeners on the document (this module's own) still run; the app's, on its root, do not.
    if (isTextField(event.target) && root.contains(event.target)) event.stopPropagation();
  };
  const onChange = (event: Event) => {
    if (!isFileField(event.target) || !root.contains(event.target)) return;
    chosenIn.add(event.target);
    onIntent();
  };
  const onDragOver = (event: DragEvent) => {
    // Lets the page take the drop (without it the browser leaves the page to show the file).
    if (carriesFiles(event) && event.target instanceof Node && root.contains(event.target))
      event.preventDefault();
  };
  const onDrop = (event: DragEvent) => {
    if (!carriesFiles(event) || !(event.target instanceof Element) || !root.contains(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    // The files can only be read during the drop itself.
    dropped = { target: event.target, files: [...(event.dataTransfer?.files ?? [])] };
    onIntent();
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
  const holding = [
    ['input', onInput],
    ['change', onChange],
    ['dragover', onDragOver],
    ['drop', onDrop],
    ['click', onClick],
    ['submit', onSubmit],
  ] as const;
  for (const [type, listener] of holding) document.addEventListener(type, listener as EventListener, true);
  for (const type of FIELD_EVENTS)
    document.addEventListener(type, keepFromApp, { capture: true, passive: true });

  return {
    startNow: () => onIntent(),
    appReady() {
      if (ready) return;
      ready = true;
      for (const [type, listener] of holding)
        document.removeEventListener(type, listener as EventListener, true);
      for (const type of FIELD_EVENTS) document.removeEventListener(type, keepFromApp, true);
      for (const field of typedInto) handOver(field);
      // The field the visitor is in: the app learns of the focus it did not see (its outline, its label).
      const active = document.activeElement;
      if (isTextField(active) && root.contains(active))
        active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      for (const field of chosenIn)
        if (field.isConnected) field.dispatchEvent(new Event('change', { bubbles: true }));
      const action = held;
      const drop = dropped;
      held = undefined;
      dropped = undefined;
      if (!action && !drop) return;
      // After React has rendered the handed-over values (their updates are flushed in a microtask), so a submit
      // handler reads them from its state.
      setTimeout(() => {
        if (drop) dropAgain(drop.target, drop.files);
        if (action instanceof HTMLFormElement) action.requestSubmit();
        else if (action?.isConnected) action.click();
      }, 0);
    },
  };
}
