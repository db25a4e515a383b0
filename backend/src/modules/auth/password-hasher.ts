import { Injectable, type OnModuleInit } from '@nestjs/common';
import * as argon2 from 'argon2';

/** argon2id with the OWASP minimum profile: 19 MiB, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes and checks passwords; also burns the same time for unknown accounts (no timing-based enumeration). */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  private dummyHash: Promise<string> | undefined;

  onModuleInit(): void {
    this.dummyHash = argon2.hash('petart-dummy-password-for-timing', ARGON2_OPTIONS);
    this.dummyHash.catch(() => undefined);
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
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
    this.dummyHash ??= argon2.hash('petart-dummy-password-for-timing', ARGON2_OPTIONS);
    await this.verify(await this.dummyHash, password);
  }
}
