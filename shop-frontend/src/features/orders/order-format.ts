import { countryName, findSize, getPrintType, isKnownCountry, petCountLabel } from '@petart/domain';
import type { OrderDto as Order, AddressDto as OrderShippingAddress } from '../../api/enhanced-api';

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Jan 5, 2025' (product.md P12); an unreadable date shows as a dash. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : DATE_FORMAT.format(date);
}

export type ShippingAddressState =
  { kind: 'missing' } | { kind: 'invalid' } | { kind: 'ok'; address: OrderShippingAddress };

/**
 * What a shipping address may be on the wire: the object the OpenAPI document describes, or, from older records, a
 * JSON string or nothing (product.md P14).
 */
export type StoredShippingAddress = Order['shippingAddress'] | string | null | undefined;

/** The order's shipping address, which older records store as a JSON string (product.md P14). */
export function readShippingAddress(value: StoredShippingAddress): ShippingAddressState {
  if (value === null || value === undefined || value === '') return { kind: 'missing' };
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return { kind: 'invalid' };
    }
  }
  if (typeof parsed !== 'object' || parsed === null) return { kind: 'invalid' };
  return { kind: 'ok', address: parsed };
}

/** Address lines as printed on a parcel. */
export function addressLines(address: OrderShippingAddress): string[] {
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ');
  const cityLine = [address.city, address.region, address.zip].filter(Boolean).join(', ');
  const country = address.country ?? '';
  const countryLine = isKnownCountry(country) ? countryName(country) : country;
  return [name, address.address1 ?? '', address.address2 ?? '', cityLine, countryLine].filter(
    (line) => line.trim() !== '',
  );
}

/** What a line prints, as the catalogue names it: 'Canvas 20" x 30"' (unknown values as stored). */
export function productLabel(line: { printType: string; printSize: string }): string {
  const type = getPrintType(line.printType)?.label ?? line.printType;
  const size = findSize(line.printType, line.printSize)?.label ?? line.printSize;
  return `${type} ${size}`;
}

/** 'Canvas 20" x 30" × 2': the product and how many of it; 'Canvas 20" x 30", 2 pets × 2' for several pets. */
export function productWithQuantity(line: {
  printType: string;
  printSize: string;
  quantity: number;
  petCount?: number;
}): string {
  const pets = petCountLabel(line.petCount ?? 1);
  return `${productLabel(line)}${pets ? `, ${pets}` : ''} × ${line.quantity}`;
}
