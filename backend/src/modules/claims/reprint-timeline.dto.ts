import { ApiProperty } from '@nestjs/swagger';

/** One thing that happened to a reprint: when, what, who (staff), and the detail. */
export class ReprintTimelineEntryDto {
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({
    enum: ['staff', 'provider', 'parcel', 'email', 'job'],
    description:
      'staff: a decision; provider: at the print provider; parcel: shipped, delivered; email: sent',
  })
  kind!: 'staff' | 'provider' | 'parcel' | 'email' | 'job';
  @ApiProperty({ example: 'Shipped' }) title!: string;
  @ApiProperty({ type: String, nullable: true, example: 'PetArt Post PA12AB34CD56' }) detail!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The staff member's email" }) actor!:
    string | null;
}

/** A claim's reprint as a timeline, oldest first (its lines, status and parcels are on the claim). */
export class ReprintTimelineDto {
  @ApiProperty({ format: 'uuid' }) claimId!: string;
  @ApiProperty({
    format: 'date-time',
    description: 'When the reprint was approved (its provider order made)',
  })
  createdAt!: string;
  @ApiProperty({ type: [ReprintTimelineEntryDto] }) entries!: ReprintTimelineEntryDto[];
}
