import { matchMediaAt } from '@petart/web-shared/testing/match-media';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Within the calling describe block, width media queries (MUI's useMediaQuery) answer as a screen `width` px wide
 * would; jsdom has no matchMedia, so elsewhere the app lays out as on a desktop.
 */
export function atScreenWidth(width: number) {
  beforeEach(() => {
    vi.stubGlobal(
      'matchMedia',
      matchMediaAt(() => width),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
