// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  catalogueView,
  formatMoney,
  GIFT_DEADLINE_PLACEHOLDER,
  PRINT_TYPES,
  REVIEWS_PLACEHOLDER,
} from '@petart/domain';
import { render, renderQueries } from '../entry-server';

/** The build-time render (scripts/prerender.mjs) runs in Node: no window, no document, nothing fetched. */
describe('prerendered pages', () => {
  it('renders the landing page signed out, styled, with its hero and sections', async () => {
    const html = await render('/');
    expect(typeof window).toBe('undefined');
    expect(html).toContain('id="hero-heading"');
    expect(html).toContain('How It Works');
    expect(html).toMatch(/href="\/auth"/);
    // Styles travel with the markup (Emotion writes them inline on the server), so the page paints before scripts.
    expect(html).toMatch(/<style data-emotion="css [^"]+">[^<]+<\/style>/);
    expect(html).not.toContain('role="progressbar"');
  });

  it('answers the first tap without the app: native FAQ and menu, a range slider, and the real prices', async () => {
    const html = await render('/');
    expect(html.match(/<details[^>]+name="faq"/g)).toHaveLength(9);
    expect(html).toMatch(/<details[^>]+data-site-menu/);
    expect(html).toMatch(/<summary[^>]+aria-label="Open menu"/);
    expect(html).toMatch(/<input[^>]+type="range"[^>]+data-before-after/);
    // Every card with its prices, in the HTML as sent: no skeleton waiting for the app.
    expect(html).not.toContain('pricing-skeleton');
    const catalogue = catalogueView(PRINT_TYPES);
    for (const type of catalogue.printTypes) {
      expect(html).toContain(`>${type.label}</h3>`);
      if (type.sizes.length === 0) continue;
      const lowest = Math.min(...type.sizes.map((size) => size.priceCents));
      expect(html).toContain(`Starting at ${formatMoney(lowest)}`);
    }
    // The same catalogue travels as data for the app's cache, never as a script that runs.
    const block = renderQueries('/');
    expect(block).toMatch(/^<script type="application\/json" id="prerendered-queries">/);
    const carried = JSON.parse(block.replace(/^<script[^>]*>|<\/script>$/g, '')) as Record<string, unknown>;
    expect(carried.catalogue).toEqual(catalogue);
    expect((carried.giftDeadline as { deadline: { sentence: string } }).deadline.sentence).toBe(
      GIFT_DEADLINE_PLACEHOLDER,
    );
    // The gift deadline changes daily: the page carries the placeholder the server replaces as it sends the page.
    expect(html).toContain(`<span>${GIFT_DEADLINE_PLACEHOLDER}</span>`);
    // So do the approved reviews: their section holds the placeholder the server fills (empty without reviews).
    expect(html).toMatch(new RegExp(`data-testid="reviews"[^>]*>${REVIEWS_PLACEHOLDER}</div>`));
    expect(renderQueries('/auth')).toBe('');
  });

  it('renders the sign-in form at once, not a loading spinner', async () => {
    const html = await render('/auth');
    expect(html).toContain('Welcome Back');
    expect(html).toMatch(/<input[^>]+type="email"/);
    expect(html).not.toContain('role="progressbar"');
    // Labels sit above their fields: text typed before the app has taken the page over is not covered.
    expect(html).toMatch(/<label[^>]+data-shrink="true"[^>]*>Email/);
    expect(html).not.toContain('data-shrink="false"');
  });

  it('renders /app/create signed in for a user not yet known: the page and both layouts, nothing of the user', async () => {
    const html = await render('/app/create', { signedIn: true });
    expect(html).toContain('Let&#x27;s Create Your Art');
    expect(html).toContain('data-testid="upload-dropzone"');
    // The upload area is a label around a real file input: a tap opens the chooser without the app.
    expect(html).toMatch(/<label[^>]+data-testid="upload-dropzone"[\s\S]*?<input type="file"/);
    expect(html).not.toContain('Authentication Required');
    expect(html).not.toContain('role="progressbar"');
    // The width is unknown at build time: the sidebar and the phone's top bar are both there, CSS shows one.
    expect(html).toContain('data-testid="sidebar"');
    expect(html).toContain('aria-label="Open app menu"');
    expect(html).toMatch(/@media \(min-width:900px\)\{[^}]*display:none/);
    // The user card waits for the user; no admin link or cart count is guessed.
    expect(html).toMatch(/data-testid="user-card-name">(<style[^<]*<\/style>)?<span class="MuiSkeleton-root/);
    expect(html).not.toContain('data-testid="cart-count"');
    expect(html).not.toContain('>Admin<');
  });

  it('renders a protected page signed out as the spinner, as the shell would show it', async () => {
    const html = await render('/app/create');
    expect(html).toContain('role="progressbar"');
    expect(html).not.toContain('upload-dropzone');
  });
});
