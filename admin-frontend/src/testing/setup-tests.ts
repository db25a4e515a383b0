import { setUpAppTests } from '@petart/web-shared/testing/setup-tests';
import { server } from './msw-server';

// No window.matchMedia here: the admin lays out as on a desktop unless a describe block narrows it (viewport.ts).
setUpAppTests(server);
