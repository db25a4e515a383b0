import { Module } from '@nestjs/common';
import { FulfilmentModule } from '../fulfilment';
import { OrdersModule } from '../orders';
import { PaymentsModule } from '../payments';
import { SessionsModule } from '../sessions';
import { ClaimsAdminController } from './claims-admin.controller';
import { ClaimsController } from './claims.controller';
import { ClaimsRepository } from './claims.repository';
import { ClaimsScheduleService } from './claims-schedule.service';
import { ClaimsService } from './claims.service';

/** Problems after delivery: reports, photos, the conversation, staff decisions, reprints. */
@Module({
  imports: [OrdersModule, PaymentsModule, FulfilmentModule, SessionsModule],
  controllers: [ClaimsController, ClaimsAdminController],
  providers: [ClaimsService, ClaimsRepository, ClaimsScheduleService],
})
export class ClaimsModule {}
