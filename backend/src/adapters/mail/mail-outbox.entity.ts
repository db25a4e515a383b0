import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One email stored by the DevMailboxMailer (local profile); read by GET /api/dev/mailbox. */
@Entity({ name: 'mail_outbox' })
export class MailOutboxEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ name: 'recipient', type: 'varchar', length: 320 }) to!: string;
  @Column({ type: 'text' }) subject!: string;
  @Column({ name: 'text_body', type: 'text' }) text!: string;
  @Column({ name: 'html_body', type: 'text' }) html!: string;
  @Column({ type: 'varchar', length: 64, nullable: true }) tag!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
