import { PUBLIC_PAGES } from '@petart/domain';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DocumentHead } from '../document-head';
import shell from '../../../index.html?raw';

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
const robots = () => document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content;

describe('the document head on navigation inside the app', () => {
  it('takes the title, description and link-preview tags of each page from the public pages table', async () => {
    document.head.innerHTML =
      '<title>x</title><meta name="description" content="x"><link rel="canonical" href="http://localhost/">' +
      '<meta property="og:title" content="x"><meta property="og:url" content="x">';
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <DocumentHead />
              <Outlet />
            </>
          ),
          children: [{ path: '*', element: null }],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const home = PUBLIC_PAGES.find((page) => page.path === '/')!;
    expect(document.title).toBe(home.title);
    for (const path of ['/privacy', '/terms', '/contact', '/auth']) {
      await act(() => router.navigate(path));
      const page = PUBLIC_PAGES.find((each) => each.path === path)!;
      expect(document.title).toBe(page.title);
      expect(description()).toBe(page.description);
      expect(robots()).toBeUndefined();
      expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
        `${window.location.origin}${path}`,
      );
      expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:title"]')?.content).toBe(
        page.title,
      );
    }
    // A signed-in page is the shop's name, unindexed; the next public page is indexable again.
    await act(() => router.navigate('/app/order-history'));
    expect(document.title).toBe('PetArt');
    expect(robots()).toBe('noindex');
    await act(() => router.navigate('/refund-policy'));
    expect(document.title).toBe('Refund Policy - PetArt');
    expect(robots()).toBeUndefined();
  });

  it('starts from the landing page head in the shell (what the dev server shows; the server writes each page its own)', () => {
    const head = /<!-- page-head -->([\s\S]*)<!-- \/page-head -->/.exec(shell)?.[1] ?? '';
    const home = PUBLIC_PAGES[0]!;
    expect(head).toContain(`<title>${home.title}</title>`);
    expect(head.replace(/\s+/g, ' ')).toContain(`content="${home.description}"`);
  });
});
