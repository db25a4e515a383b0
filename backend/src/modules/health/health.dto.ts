import { ApiProperty } from '@nestjs/swagger';

export class HealthDto {
  @ApiProperty({ enum: ['ok'], example: 'ok' })
  status!: 'ok';

  @ApiProperty({ enum: ['up'], example: 'up' })
  database!: 'up';

  @ApiProperty({ description: 'Backend package version', example: '0.1.0' })
  version!: string;

  @ApiProperty({ type: 'integer', description: 'Seconds since the process started', example: 42 })
  uptimeSeconds!: number;
}
