import * as path from 'node:path';

export type Env = Readonly<Record<string, string | undefined>>;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reads settings from the environment and collects every problem instead of stopping at the first, so one start-up
 * error lists all that is wrong. Each reader returns its fallback when the setting is invalid; the caller throws once
 * at the end if {@link problems} is not empty.
 */
export class EnvReader {
  readonly problems: string[] = [];

  constructor(
    private readonly env: Env,
    private readonly repoRoot: string,
  ) {}

  /** The trimmed value; an empty string counts as unset. */
  str(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const raw = this.str(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      this.problems.push(`${name}=${raw} is not valid; expected an integer between ${min} and ${max}`);
      return fallback;
    }
    return Number(raw);
  }

  /** A non-negative number with decimals (e.g. 0.5 minutes), within [min, max]. */
  decimal(name: string, fallback: number, min: number, max: number): number {
    const raw = this.str(name);
    if (raw === undefined) return fallback;
    if (!/^\d+(\.\d+)?$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      this.problems.push(`${name}=${raw} is not valid; expected a number between ${min} and ${max}`);
      return fallback;
    }
    return Number(raw);
  }

  bool(name: string, fallback: boolean): boolean {
    const raw = this.str(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['true', '1', 'yes'].includes(raw)) return true;
    if (['false', '0', 'no'].includes(raw)) return false;
    this.problems.push(`${name}=${raw} is not valid; expected true or false`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.str(name);
    if (raw === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      this.problems.push(`${name}=${raw} is not valid; expected one of ${allowed.join(', ')}`);
      return fallback;
    }
    return raw as T;
  }

  /** A URL with one of `protocols`, without its trailing slashes. */
  url(name: string, fallback: string | undefined, protocols: readonly string[]): string | undefined {
    const raw = this.str(name) ?? fallback;
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
    } catch {
      this.problems.push(`${name}=${raw} is not a valid URL; expected ${protocols.join(' or ')} URL`);
    }
    return raw.replace(/\/+$/, '');
  }

  email(name: string, fallback: string): string {
    const raw = this.str(name) ?? fallback;
    if (!EMAIL_RE.test(raw)) this.problems.push(`${name}=${raw} is not a valid email address`);
    return raw;
  }

  /** Comma-separated email addresses, lower-cased. */
  emails(name: string): string[] {
    const list = this.list(name).map((e) => e.toLowerCase());
    for (const address of list) {
      if (!EMAIL_RE.test(address))
        this.problems.push(`${name} contains ${address}, which is not a valid email`);
    }
    return list;
  }

  /** Comma-separated entries, trimmed, empty ones dropped. */
  list(name: string, fallback = ''): string[] {
    return (this.str(name) ?? fallback)
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
  }

  /** A directory; a relative path resolves against the repository root. */
  dir(name: string, fallback: string): string {
    return path.resolve(this.repoRoot, this.str(name) ?? fallback);
  }
}
