import { InitialSchema1767225600000 } from './1767225600000-initial-schema';

/** Migrations in order; listed explicitly (no glob) so that ts, swc/jest and dist all load the same set. */
export const MIGRATIONS = [InitialSchema1767225600000];
