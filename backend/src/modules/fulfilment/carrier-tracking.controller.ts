import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { FULFILMENT_SIMULATOR, type FulfilmentSimulator } from '@petart/domain';
import { AppError } from '../../platform/http/app-error';
import { escapeHtml } from '../mail';

/**
 * The local simulator's carrier ('PetArt Post'): the small server-rendered page its tracking URLs point to. Exists
 * only with FULFILMENT_PROVIDER=local (404 otherwise); not part of the API description.
 */
@ApiExcludeController()
@Controller('carrier')
export class CarrierTrackingController {
  constructor(@Inject(FULFILMENT_SIMULATOR) private readonly simulator: FulfilmentSimulator | null) {}

  @Get('track/:trackingNumber')
  async track(
    @Param('trackingNumber') trackingNumber: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const parcel = await this.simulator?.trackParcel(trackingNumber.slice(0, 100));
    if (!parcel) throw new AppError('HTTP.NOT_FOUND', 'Unknown tracking number');
    // Set only on success: an error keeps the JSON envelope.
    void reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    const rows: [string, string][] = [
      ['Tracking number', parcel.trackingNumber],
      ['Status', parcel.status],
      ['Service', parcel.service],
      ['Shipped', new Date(parcel.shippedAt).toUTCString()],
      ['Delivered', parcel.deliveredAt ? new Date(parcel.deliveredAt).toUTCString() : '-'],
    ];
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(parcel.carrier)} - ${escapeHtml(parcel.trackingNumber)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;color:#1f2937">
<h1 style="color:#6d28d9">${escapeHtml(parcel.carrier)}</h1>
<p>Parcel tracking (local simulation: no real parcel travels).</p>
<p style="font-size:24px;font-weight:600" data-testid="parcel-status">${escapeHtml(parcel.status)}</p>
<table style="border-collapse:collapse">${rows
      .map(
        ([k, v]) =>
          `<tr><th style="text-align:left;padding:4px 16px 4px 0">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`,
      )
      .join('')}</table>
</body></html>`;
  }
}
