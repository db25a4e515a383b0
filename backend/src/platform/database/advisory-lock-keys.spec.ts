import * as fs from 'node:fs';
import * as path from 'node:path';
import { AdvisoryLockKey } from './advisory-lock-keys';

const BACKEND = path.resolve(__dirname, '../../..');
const REGISTRY = path.join(__dirname, 'advisory-lock-keys.ts');
/** A number of the app's block of advisory lock keys (727 thousand and some, digit separator or not). */
const LOCK_KEY_LITERAL = /\b727_?\d{3}\b/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

describe('AdvisoryLockKey', () => {
  it('gives every lock its own key, a PostgreSQL integer', () => {
    // A numeric enum also maps numbers back to names: only the numbers are keys.
    const keys: number[] = Object.values(AdvisoryLockKey).filter((value) => typeof value === 'number');
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(Number.isInteger(key) && key > 0 && key <= 2 ** 31 - 1).toBe(true);
    }
  });

  it('is the only place a lock key is written as a number', () => {
    const offenders = ['src', 'test']
      .flatMap((dir) => sourceFiles(path.join(BACKEND, dir)))
      .filter((file) => file !== REGISTRY)
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            LOCK_KEY_LITERAL.test(line)
              ? [`${path.relative(BACKEND, file)}:${index + 1}: ${line.trim()}`]
              : [],
          ),
      );
    expect(offenders).toEqual([]);
  });
});
