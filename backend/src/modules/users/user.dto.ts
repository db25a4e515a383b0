import { isAdministrator } from '@petart/domain';
import { ApiProperty } from '@nestjs/swagger';
import { AddressDto } from '../../platform/http/address.dto';
import type { ShippingInfoJson, UserEntity } from './user.entity';

/** The user as every client sees it: never the password hash or token fields. */
export class UserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'ann@example.com' }) email!: string;
  @ApiProperty({ type: String, nullable: true }) username!: string | null;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ description: 'users.is_admin or listed in ADMIN_EMAILS' }) isAdmin!: boolean;
  @ApiProperty() emailVerified!: boolean;
  @ApiProperty({ type: AddressDto, nullable: true }) shippingInfo!: ShippingInfoJson | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

/** Maps the entity to {@link UserDto} (an allow-list, so new secret columns never leak). */
export function toUserDto(user: UserEntity, adminEmails: readonly string[]): UserDto {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    isAdmin: isAdministrator(user, adminEmails),
    emailVerified: user.emailVerified,
    shippingInfo: user.shippingInfo,
    createdAt: user.createdAt.toISOString(),
  };
}
