import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../platform/http/api-responses';
import { OrderTrackingDto } from './after-payment.dto';
import { OrderTrackingService } from './order-tracking.service';

/** The shareable tracking page's data: public (the unguessable order hash is the key), nothing personal. */
@ApiTags('orders')
@Controller('track')
export class TrackingController {
  constructor(private readonly tracking: OrderTrackingService) {}

  @Get(':orderHash')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'trackOrder',
    summary:
      'Public tracking of a paid order by its hash: artwork, steps, parcels, estimate (nothing personal)',
  })
  @ApiOkResponse({ type: OrderTrackingDto })
  @ApiErrors({ 404: 'Order Not Found (unknown or unpaid)' })
  track(@Param('orderHash') orderHash: string): Promise<OrderTrackingDto> {
    return this.tracking.track(orderHash);
  }
}
