import type { ShippingInfo } from '@petart/domain';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Shipping info as stored in users.shipping_info (product.md P13): the domain's shape, any field possibly missing. */
export type ShippingInfoJson = Partial<ShippingInfo>;

/** A customer or administrator account. The email is always stored lower-cased (unique on lower(email)). */
@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar', length: 320 }) email!: string;
  /** argon2id hash; null for accounts that never set one. */
  @Column({ type: 'varchar', length: 255, nullable: true }) password!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) username!: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) firstName!: string | null;
  @Column({ type: 'varchar', length: 40, nullable: true }) lastName!: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) phone!: string | null;
  @Column({ type: 'boolean', default: false }) isAdmin!: boolean;
  @Column({ type: 'boolean', default: false }) emailVerified!: boolean;
  @Column({ type: 'varchar', length: 255, nullable: true }) emailVerificationToken!: string | null;
  @Column({ type: 'timestamptz', nullable: true }) emailVerificationExpires!: Date | null;
  @Column({ type: 'jsonb', nullable: true }) shippingInfo!: ShippingInfoJson | null;
  @Column({ type: 'timestamptz', nullable: true }) lastLoginAt!: Date | null;
  /** Last password change; access tokens issued in an earlier second are refused. Null: never changed. */
  @Column({ type: 'timestamptz', nullable: true }) passwordChangedAt!: Date | null;
  /** When staff disabled the account (sign-in refused, sessions ended); null while enabled. */
  @Column({ type: 'timestamptz', nullable: true }) disabledAt!: Date | null;
  /**
   * The session epoch: refresh and access tokens carry the epoch they were issued in and are refused in any other.
   * A password reset and a staff disable add one, which ends every session at once, including one mid-rotation.
   */
  @Column({ type: 'integer', default: 0 }) sessionEpoch!: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
