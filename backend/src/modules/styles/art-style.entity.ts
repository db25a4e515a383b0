import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An art style offered on the style screen; generation requests name it, hence the unique name. */
@Entity({ name: 'art_styles' })
export class ArtStyleEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'text', nullable: true }) imageUrl!: string | null;
  @Column({ type: 'integer', default: 0 }) sortOrder!: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
