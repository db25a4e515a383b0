import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { CUSTOMER_INFO_MAX_LENGTH } from '@petart/domain';
import { Allow, IsOptional, IsString, MaxLength } from 'class-validator';
import { AddressInputDto } from '../../platform/http/address.dto';

/** PATCH /user/settings: one tab at a time is fine; unknown fields are refused. */
@ApiExtraModels(AddressInputDto)
export class UpdateSettingsDto {
  @ApiProperty({ required: false }) @IsOptional() @IsString() firstName?: string;
  @ApiProperty({ required: false }) @IsOptional() @IsString() lastName?: string;
  @ApiProperty({
    required: false,
    description:
      "The checkout's phone rule (checked in the service): digits with an optional + country code, 7 digits to 15 characters",
  })
  @IsOptional()
  @IsString()
  @MaxLength(CUSTOMER_INFO_MAX_LENGTH.phone)
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
