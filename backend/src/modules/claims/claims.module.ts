import { Module } from '@nestjs/common';
import { FulfilmentModule } from '../fulfilment';
import { OrdersModule } from '../orders';
import { PaymentsModule } from '../payments';
import { SessionsModule } from '../sessions';
import { ClaimDecisionsService } from './claim-decisions.service';
import { ClaimEmailsService } from './claim-emails.service';
import { ClaimReprintService } from './claim-reprint.service';
import { ClaimsAdminController } from './claims-admin.controller';
import { ClaimsController } from './claims.controller';
import { ClaimsRepository } from './claims.repository';
import { ClaimsReadService } from './claims-read.service';
import { ClaimsScheduleService } from './claims-schedule.service';
import { CustomerClaimsService } from './customer-claims.service';
import { ReprintTimelineService } from './reprint-timeline.service';

/** Problems after delivery: reports, photos, the conversation, staff decisions, reprints. */
@Module({
  imports: [OrdersModule, PaymentsModule, FulfilmentModule, SessionsModule],
  controllers: [ClaimsController, ClaimsAdminController],
  providers: [
    CustomerClaimsService,
    ClaimDecisionsService,
    ClaimReprintService,
    ClaimEmailsService,
    ClaimsReadService,
    ClaimsRepository,
    ClaimsScheduleService,
    ReprintTimelineService,
  ],
  exports: [ClaimsRepository],
})
export class ClaimsModule {}
