import { SignedIn } from '../../platform/auth';
import { Body, Controller, Get, Header, Patch } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { ErrorEnvelopeDto } from '../../platform/http/error-envelope.dto';
import { UpdateSettingsDto } from './settings.dto';
import { UserDto } from './user.dto';
import { UsersService } from './users.service';

@ApiTags('users')
@SignedIn()
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('user')
  @Header('cache-control', 'no-store')
  @ApiOperation({ operationId: 'getUser', summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserDto })
  getUser(@CurrentUser() user: AuthenticatedUser): Promise<UserDto> {
    return this.users.getProfile(user.id);
  }

  @Patch('user/settings')
  @ApiOperation({ operationId: 'updateUserSettings', summary: 'Update personal and/or shipping settings' })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Validation failed (details = messages)' })
  updateSettings(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateSettingsDto): Promise<UserDto> {
    return this.users.updateSettings(user.id, body);
  }
}
