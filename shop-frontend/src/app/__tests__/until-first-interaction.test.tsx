import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render as prerender } from '../../prerender/entry-server';
import { apiUrl, userFixture } from '../../testing/msw-handlers';
import { server } from '../../testing/msw-server';
import { untilFirstInteraction } from '../until-first-interaction';
import { startWhenReleased } from './start-when-released';

/** A controlled form like the sign-in form: what it submits is its React state, not the DOM. */
function SignIn({ onSubmit, onMore }: { onSubmit: (email: string) => void; onMore?: () => void }) {
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email);
  };
  return (
    <form aria-label="Sign in" onSubmit={submit}>
      <label>
        Email
        <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <button type="submit">Log In</button>
      <button type="button" onClick={onMore}>
        More
      </button>
      <a href="#faq">FAQ</a>
    </form>
  );
}

/** An upload field like the create page's: a drop zone around a file input, both reporting the chosen file. */
function Upload({ onFile }: { onFile: (name: string, how: string) => void }) {
  return (
    <div
      data-testid="zone"
      onDrop={(event) => {
        event.preventDefault();
        const file = event.dataTransfer.files[0];
        if (file) onFile(file.name, 'dropped');
      }}
    >
      <label>
        Photo
        <input
          type="file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file.name, 'chosen');
          }}
        />
      </label>
    </div>
  );
}

/** jsdom has no drag and drop: the two browser classes the hold and its replay use. */
class FakeDataTransfer {
  readonly types: string[] = [];
  private readonly list: File[] = [];
  readonly items = {
    add: (file: File) => {
      this.list.push(file);
      if (!this.types.includes('Files')) this.types.push('Files');
    },
  };
  get files(): File[] {
    return this.list;
  }
}
class FakeDragEvent extends Event {
  readonly dataTransfer: FakeDataTransfer | null;
  constructor(type: string, init: EventInit & { dataTransfer?: FakeDataTransfer }) {
    super(type, init);
    this.dataTransfer = init.dataTransfer ?? null;
  }
}

let root: Root | undefined;
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** The page as the build prerenders it, not yet taken over by the app. */
function prerendered(html: string): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.dataset.prerendered = '/';
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

describe('a prerendered page before the app has loaded', () => {
  it('starts the app once, at the first focus in a text field, key or held click, and not at a plain tap', async () => {
    const container = prerendered(
      renderToString(
        <>
          <p>Some text to read</p>
          <a href="#about">Our story</a>
          <SignIn onSubmit={() => undefined} />
        </>,
      ),
    );
    const startApp = vi.fn();
    untilFirstInteraction(container, startApp);
    expect(startApp).not.toHaveBeenCalled();
    const user = userEvent.setup();
    // Reading, tapping text and following an in-page link answer without the app, and do not start it mid-gesture.
    await user.click(screen.getByText('Some text to read'));
    await user.click(screen.getByRole('link', { name: 'Our story' }));
    expect(startApp).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Email'));
    expect(startApp).toHaveBeenCalledTimes(1);
    await user.keyboard('x');
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(startApp).toHaveBeenCalledTimes(1);
  });

  it('starts the app when asked to, once: a later interaction does not start it again', async () => {
    const container = prerendered(renderToString(<SignIn onSubmit={() => undefined} />));
    const startApp = vi.fn();
    const held = untilFirstInteraction(container, startApp);
    held.startNow();
    expect(startApp).toHaveBeenCalledTimes(1);
    await userEvent.setup().click(screen.getByLabelText('Email'));
    held.startNow();
    expect(startApp).toHaveBeenCalledTimes(1);
  });

  it('holds a submit back, then sends what was typed through the app once it has taken over', async () => {
    const onSubmit = vi.fn();
    const container = prerendered(renderToString(<SignIn onSubmit={onSubmit} />));
    const nativeSubmits = vi.fn();
    container.querySelector('form')?.addEventListener('submit', nativeSubmits);
    const held = untilFirstInteraction(container, () => undefined);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await user.type(screen.getByLabelText('Email'), '{Enter}');
    // Neither the click nor Enter submitted the page (the browser would put the fields into the address).
    expect(nativeSubmits).not.toHaveBeenCalled();

    act(() => {
      root = hydrateRoot(container, <SignIn onSubmit={onSubmit} />);
    });
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => held.appReady());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith('ann@example.com');
    // From here on the app answers by itself: nothing is held any more.
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it("keeps a field's keys, input and focus from the app while it hydrates, then hands the text and the focus over", async () => {
    const seen: string[] = [];
    function Field() {
      const [email, setEmail] = useState('');
      return (
        <label>
          Email
          <input
            type="email"
            value={email}
            onKeyDown={() => seen.push('keydown')}
            onFocus={() => seen.push('focus')}
            onChange={(event) => {
              seen.push(`change:${event.target.value}`);
              setEmail(event.target.value);
            }}
          />
        </label>
      );
    }
    const container = prerendered(renderToString(<Field />));
    const held = untilFirstInteraction(container, () => undefined);
    act(() => {
      root = hydrateRoot(container, <Field />);
    });
    const user = userEvent.setup();
    // The app is on the page but has not taken over: typing is the browser's alone (React would otherwise hydrate
    // the whole page synchronously to answer the first keystroke).
    await user.type(screen.getByLabelText('Email'), 'ann@x.io');
    expect(seen).toEqual([]);
    expect(screen.getByLabelText('Email')).toHaveValue('ann@x.io');
    act(() => held.appReady());
    expect(seen).toEqual(['change:ann@x.io', 'focus']);
    // From here on the app hears every key.
    await user.type(screen.getByLabelText('Email'), 'm');
    expect(seen.slice(2)).toEqual(['keydown', 'change:ann@x.iom']);
  });

  it('reports a file chosen before the app ran to the app, and takes a dropped file instead of the browser', async () => {
    vi.stubGlobal('DataTransfer', FakeDataTransfer);
    vi.stubGlobal('DragEvent', FakeDragEvent);
    const onFile = vi.fn();
    const container = prerendered(renderToString(<Upload onFile={onFile} />));
    const startApp = vi.fn();
    const held = untilFirstInteraction(container, startApp);
    const photo = new File(['x'], 'rex.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [photo] } });
    expect(startApp).toHaveBeenCalledTimes(1);
    // A file dragged onto the page: the page accepts it (the browser would otherwise leave it to open the file).
    const dragged = new FakeDataTransfer();
    dragged.items.add(new File(['y'], 'bella.png', { type: 'image/png' }));
    const over = new FakeDragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: dragged });
    screen.getByTestId('zone').dispatchEvent(over);
    expect(over.defaultPrevented).toBe(true);
    const drop = new FakeDragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: dragged });
    screen.getByTestId('zone').dispatchEvent(drop);
    expect(drop.defaultPrevented).toBe(true);
    act(() => {
      root = hydrateRoot(container, <Upload onFile={onFile} />);
    });
    expect(onFile).not.toHaveBeenCalled();
    act(() => held.appReady());
    await waitFor(() => expect(onFile).toHaveBeenCalledTimes(2));
    expect(onFile.mock.calls).toEqual([
      ['rex.jpg', 'chosen'],
      ['bella.png', 'dropped'],
    ]);
  });

  it('repeats a held button click for the app, and leaves links to the browser', async () => {
    const onMore = vi.fn();
    const container = prerendered(renderToString(<SignIn onSubmit={() => undefined} onMore={onMore} />));
    const held = untilFirstInteraction(container, () => undefined);
    const user = userEvent.setup();
    let linkPrevented: boolean | undefined;
    screen.getByRole('link', { name: 'FAQ' }).addEventListener('click', (event) => {
      linkPrevented = event.defaultPrevented;
    });
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(linkPrevented).toBe(false);
    await user.click(screen.getByRole('button', { name: 'More' }));

    act(() => {
      root = hydrateRoot(container, <SignIn onSubmit={() => undefined} onMore={onMore} />);
    });
    expect(onMore).not.toHaveBeenCalled();
    act(() => held.appReady());
    await waitFor(() => expect(onMore).toHaveBeenCalledTimes(1));
  });

  it('logs in from the real prerendered sign-in page with what was typed while the app loaded', async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl('/login'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ authToken: 'token-1', redirectTo: '/app/create', user: userFixture() });
      }),
    );
    window.history.replaceState(null, '', '/auth');
    const container = prerendered(await prerender('/auth'));
    container.dataset.prerendered = '/auth';
    const consoleError = vi.spyOn(console, 'error');
    // The app "downloads" until the test releases it, so typing and the click all happen before it runs.
    const { release, ready } = startWhenReleased(container);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(sent).toBeUndefined();
    release();
    await waitFor(() => expect(ready).toHaveBeenCalled());
    await waitFor(() => expect(sent).toEqual({ email: 'ann@example.com', password: 'correct horse' }));
    // React adopted the page as it was: same tree, same ids (labels still point at their fields).
    expect(consoleError.mock.calls.flat().join(' ')).not.toMatch(/hydrat/i);
    // The next page renders behind the sign-in page's copy during the pause and is there once the copy goes (the app
    // is then at rest when the test ends: nothing of it runs after the document is gone).
    expect(await screen.findByTestId('upload-dropzone', undefined, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-held-screen]')).toBeNull(), { timeout: 2500 });
  });
});
