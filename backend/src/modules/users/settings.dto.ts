import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { Allow, IsOptional, IsString } from 'class-validator';
import { AddressInputDto } from '../../platform/http/address.dto';

/** PATCH /user/settings: one tab at a time is fine; unknown fields are refused. */
@ApiExtraModels(AddressInputDto)
export class UpdateSettingsDto {
  @ApiProperty({ required: false }) @IsOptional() @IsString() firstName?: string;
  @ApiProperty({ required: false }) @IsOptional() @IsString() lastName?: string;
  @ApiProperty({ required: false, description: 'Digits only, 7 to 15' })
  @IsOptional()
  @IsString()
  phone?: string;
  @ApiProperty({
    required: false,
    description:
      'An object, or the same object as a JSON string (checked in the service, which parses the string first)',
    oneOf: [{ $ref: getSchemaPath(AddressInputDto) }, { type: 'string' }],
  })
  @Allow()
  shippingInfo?: AddressInputDto | string;
}
