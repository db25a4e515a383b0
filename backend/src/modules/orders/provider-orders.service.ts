import { Injectable } from '@nestjs/common';
import {
  decideFulfilment,
  reprintMilestones,
  type FulfilmentShipment,
  type FulfilmentTarget,
} from '@petart/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { JobQueue, OtherJob } from '../../platform/jobs/job-queue';
import {
  ProviderOrdersRepository,
  type ProviderOrderRecord,
  type ProviderShipmentJson,
} from './provider-orders.repository';

/** Parcels as stored (ISO dates; jsonb keeps no key order, so they are compared key by key). */
function toJson(shipments: readonly FulfilmentShipment[]): ProviderShipmentJson[] {
  return shipments.map((s) => ({
    ...(s.carrier ? { carrier: s.carrier } : {}),
    ...(s.trackingNumber ? { trackingNumber: s.trackingNumber } : {}),
    ...(s.trackingUrl ? { trackingUrl: s.trackingUrl } : {}),
    ...(s.shippedAt ? { shippedAt: s.shippedAt.toISOString() } : {}),
    ...(s.deliveredAt ? { deliveredAt: s.deliveredAt.toISOString() } : {}),
  }));
}
function sameShipments(a: ProviderShipmentJson[], b: ProviderShipmentJson[]): boolean {
  const canonical = (list: ProviderShipmentJson[]) =>
    JSON.stringify(list.map((s) => Object.entries(s).sort(([x], [y]) => x.localeCompare(y))));
  return canonical(a) === canonical(b);
}

/**
 * Reprints as provider orders of their own: opened with the claim's decision, moved by the provider's view of them
 * (webhooks and the sync, through the fulfilment lifecycle's decideFulfilment: forward only, final states stay), and
 * the milestones the customer hears of (parcel on the way, arrival) queued as jobs in the same transaction as the
 * change, for the claims module to act on. An order's own provider orders move with the order (OrderLifecycle).
 */
@Injectable()
export class ProviderOrders {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: ProviderOrdersRepository,
    private readonly jobs: JobQueue,
  ) {}

  /** The provider order an event names: by the provider's id, else by our external id. */
  find(providerOrderId: string, externalId?: string): Promise<ProviderOrderRecord | undefined> {
    return this.repository.findByRef(providerOrderId, externalId);
  }

  /** A claim's reprint, if staff approved one. */
  reprintOf(claimId: string): Promise<ProviderOrderRecord | undefined> {
    return this.repository.forClaim(claimId);
  }

  /** Reprints on their way (not delivered or cancelled), least recently changed first: what the sync re-reads. */
  openReprints(): Promise<ProviderOrderRecord[]> {
    return this.repository.openReprints();
  }

  /** A claim's reprint, recorded in the caller's transaction before anything is sent to the provider. */
  openReprint(
    manager: EntityManager,
    reprint: { orderId: string; claimId: string; externalId: string },
  ): Promise<void> {
    return this.repository.insertReprint(manager, reprint);
  }

  /**
   * The provider's view of a reprint: `target` through the state machine, its parcels as they are now, the provider's
   * id once known. True when something changed.
   */
  async trackReprint(
    id: string,
    target: FulfilmentTarget | undefined,
    shipments: readonly FulfilmentShipment[],
    ids: { providerOrderId?: string } = {},
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.repository.lock(manager, id);
      if (!row || row.kind !== 'reprint' || !row.claimId) return false;
      const decision = target ? decideFulfilment(row.status, target) : undefined;
      const status = decision?.change ? (target as FulfilmentTarget) : row.status;
      const parcels = toJson(shipments);
      const newId = ids.providerOrderId !== undefined && ids.providerOrderId !== row.providerOrderId;
      if (status === row.status && !newId && sameShipments(parcels, row.shipments)) return false;
      await this.repository.update(manager, id, {
        status,
        shipments: parcels,
        ...(ids.providerOrderId ? { providerOrderId: ids.providerOrderId } : {}),
      });
      if (decision?.change) await this.queueMilestones(manager, row, status, parcels);
      return true;
    });
  }

  private async queueMilestones(
    manager: EntityManager,
    row: ProviderOrderRecord,
    to: FulfilmentTarget,
    parcels: ProviderShipmentJson[],
  ): Promise<void> {
    for (const milestone of reprintMilestones(row.status, to)) {
      const trackingUrl = parcels.find((p) => p.trackingUrl)?.trackingUrl;
      await this.jobs.send(
        manager,
        OtherJob.ReprintMilestone,
        {
          claimId: row.claimId!,
          milestone,
          ...(milestone === 'shipped' && trackingUrl ? { trackingUrl } : {}),
        },
        { key: `${row.id}:${milestone}` },
      );
    }
  }
}
