import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppEmotionCache, PRERENDERED_STYLES_ATTRIBUTE } from '../emotion-cache';

const Card = styled.div({ color: 'rgb(1, 2, 3)' });

/** The name Emotion gives Card's style (the class is `css-<name>`). */
function cardStyleName(): string {
  const { container, unmount } = render(
    <CacheProvider value={createAppEmotionCache(document.implementation.createHTMLDocument())}>
      <Card />
    </CacheProvider>,
  );
  const name = /css-([\w-]+)/.exec(container.firstElementChild?.className ?? '')?.[1];
  unmount();
  if (!name) throw new Error('no Emotion class');
  return name;
}

/** A page as scripts/prerender.mjs sends it: the component styles in one tag, named for the app's cache. */
function prerenderedPage(attribute: string): Document {
  const page = document.implementation.createHTMLDocument();
  const tag = page.createElement('style');
  tag.setAttribute(PRERENDERED_STYLES_ATTRIBUTE, attribute);
  page.head.append(tag);
  return page;
}

afterEach(() => {
  document.head.querySelectorAll('style[data-emotion]').forEach((tag) => tag.remove());
});

describe('the app Emotion cache', () => {
  it('adopts the styles a prerendered page was sent with: it does not insert them again', () => {
    const name = cardStyleName();
    const cache = createAppEmotionCache(prerenderedPage(`css other ${name}`));
    expect(cache.inserted[name]).toBe(true);
    const before = document.head.querySelectorAll('style[data-emotion="css"]').length;
    render(
      <CacheProvider value={cache}>
        <Card />
      </CacheProvider>,
    );
    expect(cache.sheet.tags).toHaveLength(0);
    expect(document.head.querySelectorAll('style[data-emotion="css"]')).toHaveLength(before);
  });

  it('inserts what the page was not sent with, and ignores another key', () => {
    const name = cardStyleName();
    const cache = createAppEmotionCache(prerenderedPage(`mui ${name}`));
    expect(cache.inserted[name]).toBeUndefined();
    render(
      <CacheProvider value={cache}>
        <Card />
      </CacheProvider>,
    );
    expect(cache.sheet.tags.length).toBeGreaterThan(0);
    expect(cache.inserted[name]).toBe(true);
  });
});
