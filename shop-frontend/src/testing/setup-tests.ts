import { matchMediaAt } from '@petart/web-shared/testing/match-media';
import { setUpAppTests } from '@petart/web-shared/testing/setup-tests';
import { server } from './msw-server';

setUpAppTests(server);

// Width media queries (MUI's useMediaQuery, the app shell's layout) answered against jsdom's window (1024 px wide
// unless a test narrows it).
if (typeof window !== 'undefined') window.matchMedia = matchMediaAt(() => window.innerWidth);
