import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { UserDto } from '../users';

// Field rules and messages are the domain validators' (run in the service); the DTOs only fix the shape.

export class RegisterDto {
  @ApiProperty({ example: 'ann@example.com' }) @IsString() email!: string;
  @ApiProperty({ minLength: 6, maxLength: 100 }) @IsString() password!: string;
  @ApiProperty({ required: false, description: 'Checked against password when sent' })
  @IsOptional()
  @IsString()
  confirmPassword?: string;
}

export class LoginDto {
  @ApiProperty({ example: 'ann@example.com' }) @IsString() email!: string;
  @ApiProperty() @IsString() password!: string;
}

export class EmailDto {
  @ApiProperty({ example: 'ann@example.com' }) @IsString() email!: string;
}

export class TokenDto {
  @ApiProperty() @IsString() token!: string;
}

export class ResetPasswordDto {
  @ApiProperty() @IsString() token!: string;
  @ApiProperty({ minLength: 8, maxLength: 100 }) @IsString() password!: string;
  @ApiProperty({ minLength: 8, maxLength: 100 }) @IsString() confirmPassword!: string;
}

export class MessageDto {
  @ApiProperty() message!: string;
}

export class RegisterResponseDto {
  @ApiProperty({ example: 'Registration successful. Please check your email to verify your account.' })
  message!: string;
  @ApiProperty() email!: string;
}

export class LoginResponseDto {
  @ApiProperty({ type: UserDto }) user!: UserDto;
  @ApiProperty({ description: 'Access token (JWT, 15 minutes); send as Authorization: Bearer' })
  authToken!: string;
  @ApiProperty({ example: '/app/create' }) redirectTo!: string;
}

export class RefreshResponseDto {
  @ApiProperty({ description: 'New access token' }) token!: string;
}

export class SuccessDto {
  @ApiProperty({ example: true }) success!: boolean;
}

export class SuccessMessageDto extends SuccessDto {
  @ApiProperty() message!: string;
}

export class ResetTokenStatusDto {
  @ApiProperty() valid!: boolean;
  @ApiProperty({ required: false }) message?: string;
}
