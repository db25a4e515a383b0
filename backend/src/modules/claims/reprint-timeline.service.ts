import { Injectable } from '@nestjs/common';
import { CLAIM_STATE_LABELS, type ClaimState } from '@petart/domain';
import { JobQueue, OtherJob } from '../../platform/jobs/job-queue';
import { AdminAuditService } from '../error-logs';
import { claimNotFound } from './claim-errors';
import { ClaimsReadService } from './claims-read.service';
import type { ReprintTimelineDto, ReprintTimelineEntryDto } from './reprint-timeline.dto';

const iso = (value: Date | string): string => new Date(value).toISOString();

/** The claim's emails in words: what the customer was told. */
function emailTitle(data: Record<string, unknown>): string {
  if (data.reprintShipped) return 'Customer emailed: the reprint is on its way';
  const state = data.state as ClaimState;
  return `Customer emailed: ${CLAIM_STATE_LABELS[state] ?? String(data.state)}`;
}

/**
 * A claim's reprint as staff follow it, like an order's timeline: the approval (who, the note), its submission to
 * the print provider, its parcels shipped and delivered, and each email the customer got, when it went out (a job
 * still waiting or failing says so). Read from the audit trail, the claim's jobs and the reprint's parcels.
 */
@Injectable()
export class ReprintTimelineService {
  constructor(
    private readonly reads: ClaimsReadService,
    private readonly jobs: JobQueue,
    private readonly audit: AdminAuditService,
  ) {}

  async timeline(claimId: string): Promise<ReprintTimelineDto> {
    const claim = await this.reads.find(claimId);
    if (claim.reprintExternalId === null) throw claimNotFound();
    const entries: ReprintTimelineEntryDto[] = [];
    // The decision's time (its commit, before its jobs run); who took it and the note from the audit trail.
    const approval = (await this.audit.of('claim', claimId)).find(
      (action) => action.action === 'claims.approve_reprint' && !action.failed,
    );
    const note = approval?.detail?.note;
    entries.push({
      at: iso(claim.decidedAt ?? approval?.at ?? claim.createdAt),
      kind: 'staff',
      title: 'Reprint approved',
      detail: typeof note === 'string' && note !== '' ? note : null,
      actor: approval?.actorEmail ?? null,
    });
    for (const job of await this.jobs.jobsOfClaim(claimId)) {
      const done = job.state === 'done';
      if (job.kind === OtherJob.ClaimReprint) {
        entries.push({
          at: iso(job.updatedAt),
          kind: 'provider',
          title: done ? 'Sent to the print provider' : `Sending to the print provider (${job.state})`,
          detail: done ? (claim.reprintProviderOrderId ?? null) : job.lastError,
          actor: null,
        });
      } else if (job.kind === OtherJob.ReprintMilestone && job.data.milestone === 'shipped') {
        // The shipped milestone is the email itself (the tracking link).
        entries.push({
          at: iso(job.updatedAt),
          kind: 'email',
          title: done
            ? 'Customer emailed: the reprint is on its way'
            : `Customer email: the reprint is on its way (${job.state})`,
          detail: done ? null : job.lastError,
          actor: null,
        });
      } else if (job.kind === OtherJob.ClaimEmail && (done || job.lastError)) {
        entries.push({
          at: iso(job.updatedAt),
          kind: 'email',
          title: done ? emailTitle(job.data) : `${emailTitle(job.data)} (${job.state})`,
          detail: done ? null : job.lastError,
          actor: null,
        });
      }
    }
    for (const parcel of claim.reprintShipments) {
      const name = [parcel.carrier, parcel.trackingNumber].filter(Boolean).join(' ') || null;
      if (parcel.shippedAt) {
        entries.push({
          at: iso(parcel.shippedAt),
          kind: 'parcel',
          title: 'Shipped',
          detail: name,
          actor: null,
        });
      }
      if (parcel.deliveredAt) {
        entries.push({
          at: iso(parcel.deliveredAt),
          kind: 'parcel',
          title: 'Delivered',
          detail: name,
          actor: null,
        });
      }
    }
    entries.sort((a, b) => a.at.localeCompare(b.at));
    return { claimId, createdAt: iso(claim.decidedAt ?? claim.createdAt), entries };
  }
}
