import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { IsEmail, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { AppError } from '../../src/platform/http/app-error';

export class ProbeDto {
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;

  @IsString()
  @MaxLength(40, { message: 'First name must be 40 characters or less' })
  firstName!: string;

  @IsInt()
  @Min(1)
  @Max(10)
  quantity!: number;
}

/** Routes that exist only in tests, to drive the error filter through real requests. */
@Controller('probe')
export class ProbeController {
  @Post('validate')
  validate(@Body() body: ProbeDto): { ok: true; quantityType: string } {
    return { ok: true, quantityType: typeof body.quantity };
  }

  @Get('crash')
  crash(): never {
    throw new Error('duplicate key value violates unique constraint "users_email_key" SELECT * FROM users');
  }

  @Get('app-error')
  appError(): never {
    throw new AppError('SESSION.NOT_FOUND', 'Session not found', { extra: { sessionId: 'abc' } });
  }
}

@Module({ controllers: [ProbeController] })
export class ProbeModule {}
