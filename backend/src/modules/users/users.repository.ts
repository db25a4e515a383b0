import type { ProfileDetails } from '@petart/domain';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SignedInUsers } from '../../platform/auth/signed-in-users';
import { UserEntity, type ShippingInfoJson } from './user.entity';

/** The contact details a checkout saves to the profile (as the settings screen would). */
export interface CheckoutProfile {
  firstName: string;
  lastName: string;
  phone: string;
  shippingInfo: ShippingInfoJson;
}

/** Lower-cased, trimmed: how emails are stored and compared. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The one writer of `users` (the users module owns the table; {@link UserEntity} is its row type). Other modules go
 * through here: auth (accounts, passwords, verification) and checkout (the user's row lock and the saved profile).
 * The per-request identity read behind an access token is the platform's prepared hot read
 * (platform/auth/signed-in-users.ts), read-only and cached per process for AUTH_USER_CACHE_MS; every write here
 * drops the user's cache entry, so this process sees its own changes at once (others within the cache time).
 */
@Injectable()
export class UsersRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly identities: SignedInUsers,
  ) {}

  private get users() {
    return this.dataSource.getRepository(UserEntity);
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  /** The account with this email (compared normalised), including its password hash. */
  findByEmailWithPassword(email: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.password')
      .where('lower(u.email) = :email', { email: normalizeEmail(email) })
      .getOne();
  }

  /** A new unverified account (in the caller's transaction when given); rejects with the unique violation when the email exists. */
  create(email: string, passwordHash: string, manager?: EntityManager): Promise<UserEntity> {
    const users = manager ? manager.getRepository(UserEntity) : this.users;
    return users.save(users.create({ email, password: passwordHash, emailVerified: false }));
  }

  async save(user: UserEntity): Promise<UserEntity> {
    const saved = await this.users.save(user);
    this.identities.forget(saved.id);
    return saved;
  }

  async recordLogin(id: string, at: Date): Promise<void> {
    await this.users.update({ id }, { lastLoginAt: at });
  }

  async markEmailVerified(manager: EntityManager, id: string): Promise<void> {
    await manager.update(UserEntity, { id }, { emailVerified: true });
    this.identities.forget(id);
  }

  /**
   * A new password hash; following an emailed link proves the mailbox, so the address counts as verified too. The
   * change time (this process's clock, the one that stamps the tokens' iat) ends the access tokens issued before it.
   */
  async setPassword(
    manager: EntityManager,
    id: string,
    passwordHash: string,
    changedAt: Date = new Date(),
  ): Promise<void> {
    await manager.update(
      UserEntity,
      { id },
      { password: passwordHash, emailVerified: true, passwordChangedAt: changedAt },
    );
    this.identities.forget(id);
  }

  /** Staff grant or take back the administrator role (users.is_admin; ADMIN_EMAILS is config, not stored). */
  async setAdmin(id: string, isAdmin: boolean): Promise<void> {
    await this.users.update({ id }, { isAdmin });
    this.identities.forget(id);
  }

  /** Staff disable (a time) or enable (null) the account; the next request of its tokens reads the change. */
  async setDisabled(
    id: string,
    disabledAt: Date | null,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.update(UserEntity, { id }, { disabledAt });
    this.identities.forget(id);
  }

  /**
   * Moves the user's session epoch on (in the caller's transaction): every refresh and access token issued before is
   * refused from the commit on, including one a rotation is inserting at this very moment (it carries the old epoch).
   * Call {@link forgetSignedIn} once the transaction has committed.
   */
  async endSessions(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE users SET session_epoch = session_epoch + 1 WHERE id = $1`, [id]);
  }

  /**
   * Drops this process's remembered identity row of the user: call after a committed change to what the access-token
   * check reads (the other processes see it within AUTH_USER_CACHE_MS).
   */
  forgetSignedIn(id: string): void {
    this.identities.forget(id);
  }

  /** Takes the user's row lock for the rest of the transaction (serialises one user's double clicks). */
  async lock(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [id]);
  }

  /** The account's own details (names, phone, shipping info) in the caller's transaction. */
  async profileDetails(manager: EntityManager, id: string): Promise<ProfileDetails> {
    const [row] = await manager.query<ProfileDetails[]>(
      `SELECT first_name AS "firstName", last_name AS "lastName", phone, shipping_info AS "shippingInfo"
         FROM users WHERE id = $1`,
      [id],
    );
    return row ?? {};
  }

  /** Saves a checkout's name, phone and shipping info to the profile. */
  async saveCheckoutProfile(manager: EntityManager, id: string, profile: CheckoutProfile): Promise<void> {
    await manager.query(
      `UPDATE users SET first_name = $2, last_name = $3, phone = $4, shipping_info = $5::jsonb, updated_at = now()
        WHERE id = $1`,
      [id, profile.firstName, profile.lastName, profile.phone, JSON.stringify(profile.shippingInfo)],
    );
  }

  /**
   * Deletes the account row in the caller's transaction. What the account owned privately goes with it (its tokens,
   * cart, creation sessions and generations: ON DELETE CASCADE); orders, claims and logs keep their rows without the
   * link (ON DELETE SET NULL). The address is free to register again from the commit on.
   */
  async deleteAccount(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM users WHERE id = $1`, [id]);
    this.identities.forget(id);
  }
}
