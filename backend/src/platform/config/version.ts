import * as fs from 'node:fs';
import * as path from 'node:path';

/** backend/package.json version, read once (src/platform/config and dist/platform/config are both 3 levels deep). */
export const BACKEND_VERSION: string = (
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8')) as { version: string }
).version;

/** The User-Agent the shop sends to vendors (Printify asks for one) and to their health probes. */
export const BACKEND_USER_AGENT = `PetArt/${BACKEND_VERSION}`;
