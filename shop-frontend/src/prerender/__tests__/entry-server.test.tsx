// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from '../entry-server';

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

  it('renders the sign-in form at once, not a loading spinner', async () => {
    const html = await render('/auth');
    expect(html).toContain('Welcome Back');
    expect(html).toMatch(/<input[^>]+type="email"/);
    expect(html).not.toContain('role="progressbar"');
    // Labels sit above their fields: text typed before the app has taken the page over is not covered.
    expect(html).toMatch(/<label[^>]+data-shrink="true"[^>]*>Email/);
    expect(html).not.toContain('data-shrink="false"');
  });
});
