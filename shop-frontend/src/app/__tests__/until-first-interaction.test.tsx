import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render as prerender } from '../../prerender/entry-server';
import { apiUrl, userFixture } from '../../testing/msw-handlers';
import { server } from '../../testing/msw-server';
import { untilFirstInteraction, type HeldInteractions } from '../until-first-interaction';

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

let root: Root | undefined;
afterEach(() => {
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
  it('starts the app once, at the first pointer, key or focus event', async () => {
    const container = prerendered(renderToString(<SignIn onSubmit={() => undefined} />));
    const startApp = vi.fn();
    untilFirstInteraction(container, startApp);
    expect(startApp).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Email'));
    await user.keyboard('x');
    await user.click(screen.getByRole('button', { name: 'More' }));
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
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const ready = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    // The app "downloads" until the test releases it, so typing and the click all happen before it runs.
    const held: HeldInteractions = untilFirstInteraction(container, () => {
      void loaded
        .then(() => import('../start'))
        .then(({ startApp }) =>
          startApp({
            onReady: () => {
              ready();
              held.appReady();
            },
          }),
        );
    });
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
  });
});
