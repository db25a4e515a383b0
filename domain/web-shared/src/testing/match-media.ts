/**
 * A `window.matchMedia` for jsdom (which has none): width queries (MUI's useMediaQuery, the shop's shell) answer as a
 * screen `width()` px wide would; other features match whenever the width bounds do.
 */
export function matchMediaAt(width: () => number): (query: string) => MediaQueryList {
  return (query) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const now = width();
    return {
      matches: (!min || now >= Number(min[1])) && (!max || now <= Number(max[1])),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}
