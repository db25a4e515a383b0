import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderShipmentDto as OrderShipment } from '../../../api/enhanced-api';
import { formatOrderDate } from '../order-format';
import { ORDER_TEXT } from '../orders-texts';

/** A tracking link: always a new tab, never handing this page to the carrier's site (rel noopener). */
export function TrackingLink({ href, label }: { href: string; label?: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {ORDER_TEXT.trackPackage}
    </Link>
  );
}

/** 'Label: value', the label quieter (a parcel's facts; a report's on the order page). */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2">
      <Typography
        component="span"
        variant="body2"
        sx={{
          color: 'text.secondary',
        }}
      >
        {`${label}: `}
      </Typography>
      {value}
    </Typography>
  );
}

/**
 * The parcels of an order: carrier, tracking number, tracking link and the dates sent and delivered. An order from
 * before shipments were recorded may only have the order's tracking URL: that one link is shown instead.
 */
export function OrderShipments({
  shipments,
  trackingUrl,
}: {
  shipments: readonly OrderShipment[];
  trackingUrl: string | null;
}) {
  if (shipments.length === 0) {
    return trackingUrl ? <TrackingLink href={trackingUrl} /> : null;
  }
  const numbered = shipments.length > 1;
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {shipments.map((shipment, index) => {
        const name = ORDER_TEXT.parcel(index + 1);
        return (
          <Stack
            component="li"
            spacing={0.25}
            key={`${shipment.trackingNumber ?? ''}-${index}`}
            aria-label={name}
          >
            {numbered ? (
              <Typography variant="subtitle2" component="h3">
                {name}
              </Typography>
            ) : null}
            <Fact label={ORDER_TEXT.carrier} value={shipment.carrier ?? ORDER_TEXT.carrierUnknown} />
            {shipment.trackingNumber ? (
              <Fact label={ORDER_TEXT.trackingNumber} value={shipment.trackingNumber} />
            ) : null}
            {shipment.shippedAt ? (
              <Fact label={ORDER_TEXT.shippedOn} value={formatOrderDate(shipment.shippedAt)} />
            ) : null}
            {shipment.deliveredAt ? (
              <Fact label={ORDER_TEXT.deliveredOn} value={formatOrderDate(shipment.deliveredAt)} />
            ) : null}
            {shipment.trackingUrl ? (
              <TrackingLink
                href={shipment.trackingUrl}
                label={numbered ? `${ORDER_TEXT.trackPackage}: ${name}` : undefined}
              />
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
