import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import * as argon2 from 'argon2';
import type { AppConfig, PasswordHashing } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';

/** argon2id with the OWASP minimum profile: 19 MiB, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The cost per PASSWORD_HASHING setting. `fast-for-tests` (1 MiB, 1 pass) exists only so the test suites can register
 * thousands of accounts; the production profile refuses it (platform/config).
 */
const ARGON2_PROFILES: Record<PasswordHashing, argon2.HashOptions & { raw?: false }> = {
  owasp: ARGON2_OPTIONS,
  'fast-for-tests': { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 },
};

/** Hashes and checks passwords; also burns the same time for unknown accounts (no timing-based enumeration). */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  private dummyHash: Promise<string> | undefined;
  private readonly options: argon2.HashOptions & { raw?: false };

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'passwordHashing'>) {
    this.options = ARGON2_PROFILES[config.passwordHashing];
  }

  onModuleInit(): void {
    this.dummyHash = argon2.hash('petart-dummy-password-for-timing', this.options);
    this.dummyHash.catch(() => undefined);
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  /** False for a wrong password or a malformed hash (never throws for bad input). */
  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Verifies against a fixed dummy hash: comparable work when there is no account to check. */
  async burn(password: string): Promise<void> {
    this.dummyHash ??= argon2.hash('petart-dummy-password-for-timing', this.options);
    await this.verify(await this.dummyHash, password);
  }
}
