import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsOptional, IsString } from 'class-validator';
import { ShippingInfoDto } from './user.dto';

/** PATCH /user/settings: one tab at a time is fine; unknown fields are refused. */
export class UpdateSettingsDto {
  @ApiProperty({ required: false }) @IsOptional() @IsString() firstName?: string;
  @ApiProperty({ required: false }) @IsOptional() @IsString() lastName?: string;
  @ApiProperty({ required: false, description: 'Digits only, 7 to 15' })
  @IsOptional()
  @IsString()
  phone?: string;
  @ApiProperty({
    required: false,
    description: 'An object, or the same object as a JSON string',
    oneOf: [{ $ref: '#/components/schemas/ShippingInfoDto' }, { type: 'string' }],
  })
  @Allow()
  shippingInfo?: ShippingInfoDto | string;
}
