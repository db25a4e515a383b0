import { Body, Controller, Header, Param, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { CROP_POSITION_MESSAGE } from '@petart/domain';
import { IsNumber, Max, Min } from 'class-validator';
import { CurrentUser, JwtAuthGuard, type AuthenticatedUser } from '../../platform/auth';
import { ApiErrors } from '../../platform/http/api-responses';
import { uuidParam } from '../../platform/http/uuid-param.pipe';
import { OrderProofDto, toOrderProofDto } from '../orders';
import { OrderCropChangeService } from './order-crop-change.service';

export class OrderLineCropDto {
  @ApiProperty({
    minimum: 0,
    maximum: 1,
    example: 0.3,
    description:
      'Where the crop window sits along the axis of the artwork that overflows the print: 0 left/top, 0.5 centre, 1 right/bottom',
  })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: CROP_POSITION_MESSAGE })
  @Min(0, { message: CROP_POSITION_MESSAGE })
  @Max(1, { message: CROP_POSITION_MESSAGE })
  position!: number;
}

export class OrderLineCropResultDto {
  @ApiProperty() lineId!: string;
  @ApiProperty({ example: 0.3, description: 'The crop position now stored on the line' })
  cropPosition!: number;
  @ApiProperty({ type: OrderProofDto, description: 'The next proof, being drawn with the new crop' })
  proof!: OrderProofDto;
}

/** The customer moves the crop of a line of their own proof order (D-300). Owner only: another's order is 404. */
@ApiTags('orders')
@ApiBearerAuth()
@ApiErrors({ 401: 'Missing, invalid or expired access token' })
@UseGuards(JwtAuthGuard)
@Controller('orders')
export class OrderCropController {
  constructor(private readonly crops: OrderCropChangeService) {}

  @Put(':orderHash/lines/:lineId/crop')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'changeMyOrderLineCrop',
    summary:
      'Move the crop of a line of my proof order while its proof waits for my answer: a new proof is drawn with it',
  })
  @ApiOkResponse({ type: OrderLineCropResultDto })
  @ApiErrors({
    400: 'position is missing, not a number, or outside 0..1',
    404: "Order Not Found (unknown, or not the caller's), or no such line",
    409: "ORDER.PROOF_CONFLICT: no proof asked for, already approved, still being drawn, a change asked for, unpaid or cancelled, or an artwork of the print's shape with nothing to move (the message says which)",
  })
  async change(
    @CurrentUser() user: AuthenticatedUser,
    @Param('orderHash') orderHash: string,
    @Param('lineId', uuidParam('ORDER.NOT_FOUND', 'This order has no such line.')) lineId: string,
    @Body() body: OrderLineCropDto,
  ): Promise<OrderLineCropResultDto> {
    const proof = await this.crops.change(user, orderHash, lineId, body.position);
    return { lineId, cropPosition: body.position, proof: toOrderProofDto(proof) };
  }
}
