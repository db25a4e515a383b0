import { Body, Controller, Header, Param, Patch, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { CurrentUser, JwtAuthGuard, type AuthenticatedUser } from '../../platform/auth';
import { ApiErrors } from '../../platform/http/api-responses';
import { NameOnPrintDto } from '../personalisation';
import { OrderNameChangeService } from './order-name-change.service';

export class OrderLineNameResultDto {
  @ApiProperty() lineId!: string;
  @ApiProperty({ type: NameOnPrintDto, description: 'The name now on the print, as stored (normalised)' })
  personalisation!: NameOnPrintDto;
  @ApiProperty({
    description: 'Whether the order held at the print provider was replaced by one with the new print file',
  })
  replacedAtProvider!: boolean;
}

/** The name on the print of the customer's own paid order, "editable until production". Owner only. */
@ApiTags('orders')
@ApiBearerAuth()
@ApiErrors({ 401: 'Missing, invalid or expired access token' })
@UseGuards(JwtAuthGuard)
@Controller('orders')
export class OrderNameController {
  constructor(private readonly names: OrderNameChangeService) {}

  @Patch(':orderHash/lines/:lineId/personalisation')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'changeMyOrderLineName',
    summary:
      'Change the name printed on a line of my paid order while it waits on hold before production; the price does not change',
  })
  @ApiOkResponse({ type: OrderLineNameResultDto })
  @ApiErrors({
    400: 'PERSONALISATION.INVALID: the name breaks a rule (the message says which), or removes the name',
    404: "Order Not Found (unknown, or not the caller's), or no such line",
    409: 'PERSONALISATION.TOO_LATE once production started or the hold ended; ORDER.ACTION_CONFLICT for an unpaid or cancelled order, or a line without a name',
    429: 'More than 5 name changes in an hour (per account)',
  })
  change(
    @CurrentUser() user: AuthenticatedUser,
    @Param('orderHash') orderHash: string,
    @Param('lineId') lineId: string,
    @Body() body: NameOnPrintDto,
  ): Promise<OrderLineNameResultDto> {
    return this.names.change(user, orderHash, lineId, body);
  }
}
