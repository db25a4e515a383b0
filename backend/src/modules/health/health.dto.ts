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

export class LivenessDto {
  @ApiProperty({ enum: ['ok'], example: 'ok' })
  status!: 'ok';

  @ApiProperty({ type: 'integer', description: 'Seconds since the process started', example: 42 })
  uptimeSeconds!: number;
}

/** What readiness depends on; each is `up` or `down` (the 503 envelope carries the same map as `checks`). */
export const READINESS_CHECKS = ['database', 'migrations', 'storage'] as const;
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];

export class ReadinessChecksDto {
  @ApiProperty({ enum: ['up', 'down'], description: 'PostgreSQL answers SELECT 1 within 1.5 s' })
  database!: 'up' | 'down';

  @ApiProperty({ enum: ['up', 'down'], description: 'Every migration of this build is applied' })
  migrations!: 'up' | 'down';

  @ApiProperty({ enum: ['up', 'down'], description: 'The object store (disk or S3 bucket) answers' })
  storage!: 'up' | 'down';
}

export class ReadinessDto {
  @ApiProperty({ enum: ['ok'], example: 'ok' })
  status!: 'ok';

  @ApiProperty({ type: ReadinessChecksDto })
  checks!: ReadinessChecksDto;
}
