import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, SignedIn, type AuthenticatedUser } from '../../platform/auth';
import { ApiBinaryOk, ApiErrors } from '../../platform/http/api-responses';
import { uuidParam } from '../../platform/http/uuid-param.pipe';
import { PrivacyService } from './privacy.service';
import {
  ConfirmDeletionDto,
  DeleteAccountDto,
  ExportArchiveQueryDto,
  PrivacyMessageDto,
  PrivacyRequestAnswerDto,
  PrivacyRequestDto,
} from './privacy.dto';
import { PRIVACY_TEXTS } from './privacy.texts';

const requestIdPipe = uuidParam('PRIVACY.EXPORT_NOT_FOUND', PRIVACY_TEXTS.exportNotFound);

/** A customer's own data: a copy of it, and the deletion of the account (GDPR articles 15, 17 and 20). */
@ApiTags('privacy')
@Controller('privacy')
export class PrivacyController {
  constructor(private readonly privacy: PrivacyService) {}

  @Get('requests')
  @SignedIn()
  @Header('cache-control', 'no-store')
  @ApiOperation({ operationId: 'getMyPrivacyRequests', summary: 'My data exports and deletion requests' })
  @ApiOkResponse({ type: [PrivacyRequestDto] })
  mine(@CurrentUser() user: AuthenticatedUser): Promise<PrivacyRequestDto[]> {
    return this.privacy.mine(user);
  }

  @Post('exports')
  @SignedIn()
  @HttpCode(202)
  @ApiOperation({
    operationId: 'requestDataExport',
    summary: 'Ask for a copy of my data: prepared in the background, emailed as a link valid 7 days',
  })
  @ApiAcceptedResponse({ type: PrivacyRequestAnswerDto })
  requestExport(@CurrentUser() user: AuthenticatedUser): Promise<PrivacyRequestAnswerDto> {
    return this.privacy.requestExport(user);
  }

  @Get('exports/:requestId/archive')
  @SignedIn()
  @ApiOperation({
    operationId: 'downloadDataExport',
    summary: 'The zip of a ready export, with its emailed link (owner only)',
  })
  @ApiBinaryOk('The archive (JSON, photos and artworks)', ['application/zip'])
  @ApiErrors({
    400: 'expires or signature malformed',
    404: "Unknown, someone else's, or a link whose signature does not hold",
    409: 'Still being prepared',
    410: 'The link has expired',
  })
  async archive(
    @CurrentUser() user: AuthenticatedUser,
    @Param('requestId', requestIdPipe) requestId: string,
    @Query() query: ExportArchiveQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.privacy.archive(user, requestId, Number(query.expires), query.signature);
    await reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-length', String(file.body.length))
      .send(Buffer.from(file.body));
  }

  @Post('deletion')
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'requestAccountDeletion',
    summary: 'Ask to delete my account: the password, then a link emailed to confirm',
  })
  @ApiOkResponse({ type: PrivacyMessageDto })
  @ApiErrors({
    400: 'The password is missing or not correct',
    429: 'More than 5 passwords tried in 15 minutes (per account)',
  })
  requestDeletion(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: DeleteAccountDto,
  ): Promise<PrivacyMessageDto> {
    return this.privacy.requestDeletion(user, body.password);
  }

  @Post('deletion/confirm')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'confirmAccountDeletion',
    summary: 'The emailed link: signs out everywhere and deletes the account (no sign-in needed)',
  })
  @ApiOkResponse({ type: PrivacyMessageDto })
  @ApiErrors({ 400: 'Unknown, used or replaced link', 410: 'The link has expired' })
  confirmDeletion(@Body() body: ConfirmDeletionDto): Promise<PrivacyMessageDto> {
    return this.privacy.confirmDeletion(body.token);
  }
}
