import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dollarsToCents, extraPetsCents, formatMoney, getPrintType, LIMITS } from '@petart/domain';
import { useGetPersonalisationOptionsQuery } from '../../../api/enhanced-api';
import { ArtworkImage, resolveApiUrl } from '../../../components/artwork';
import { extraPetsWords } from '../../../components/extra-pets-price';
import { env } from '../../../config/env';
import type { CartLine } from '../cart-lines';
import { CHECKOUT_TEXT } from '../checkout-texts';

export interface CartLineListProps {
  lines: CartLine[];
  disabled?: boolean;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
  onClear: () => void;
}

/** Print type label from the catalogue ('Framed Canvas'), else the raw value. */
export function printTypeLabel(type: string): string {
  return getPrintType(type)?.label ?? type;
}

/**
 * What makes up a line's unit price when it has priced options: "$39.99 print + $10.00 for 1 extra pet" (and the
 * name's price when it has one), "each" for several copies; null without priced options. The print's part is the
 * rest of the unit price, so the parts always add up to the amount shown.
 */
export function linePriceBreakdown(
  line: Pick<CartLine, 'unitPrice' | 'petCount' | 'personalisation' | 'quantity'>,
  prices: { extraPetPriceCents: number; nameOnPrintPriceCents: number },
): string | null {
  const petsCents = extraPetsCents(line.petCount, prices.extraPetPriceCents);
  const nameCents = line.personalisation ? prices.nameOnPrintPriceCents : 0;
  if (petsCents <= 0 && nameCents <= 0) return null;
  const printCents = dollarsToCents(line.unitPrice) - petsCents - nameCents;
  const parts = [`${formatMoney(printCents)} print`];
  if (petsCents > 0) parts.push(extraPetsWords(line.petCount, petsCents));
  if (nameCents > 0) parts.push(`${formatMoney(nameCents)} for the name`);
  return `${parts.join(' + ')}${line.quantity > 1 ? ', each' : ''}`;
}

/** Cart lines of the Order Summary: image, type, size, quantity -/+ (minus disabled at 1), remove; clear cart. */
export function CartLineList({ lines, disabled, onQuantity, onRemove, onClear }: CartLineListProps) {
  const options = useGetPersonalisationOptionsQuery();
  return (
    <Stack spacing={2}>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Cart items">
        {lines.map((line) => {
          const label = `${printTypeLabel(line.printType)} ${line.printSize}`;
          const breakdown = options.data ? linePriceBreakdown(line, options.data) : null;
          return (
            <Box component="li" key={line.id} aria-label={label} sx={{ display: 'flex', gap: 1.5 }}>
              <ArtworkImage
                src={resolveApiUrl(line.imageUrl, env.apiBaseUrl)}
                alt={`${label} artwork`}
                sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
              />
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="subtitle2">{printTypeLabel(line.printType)}</Typography>
                <Typography
                  variant="body2"
                  sx={{
                    color: 'text.secondary',
                  }}
                >
                  {`Size: ${line.printSize}`}
                </Typography>
                {line.petCount > 1 ? (
                  <Typography
                    variant="body2"
                    data-testid="line-pets"
                    sx={{
                      color: 'text.secondary',
                    }}
                  >
                    {`Pets: ${line.petCount}`}
                  </Typography>
                ) : null}
                {breakdown ? (
                  <Typography
                    variant="body2"
                    data-testid="line-price-breakdown"
                    sx={{
                      color: 'text.secondary',
                    }}
                  >
                    {breakdown}
                  </Typography>
                ) : null}
                {line.personalisation ? (
                  <Typography
                    variant="body2"
                    data-testid="line-name"
                    sx={{
                      color: 'text.secondary',
                    }}
                  >
                    {`Name: ${line.personalisation.name}${line.personalisation.secondLine ? ` · ${line.personalisation.secondLine}` : ''}`}
                  </Typography>
                ) : null}
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5 }}>
                  <IconButton
                    size="small"
                    aria-label={`Decrease quantity of ${label}`}
                    disabled={disabled || line.quantity <= LIMITS.cartQuantityMin}
                    onClick={() => onQuantity(line, line.quantity - 1)}
                  >
                    <RemoveIcon fontSize="small" />
                  </IconButton>
                  <Typography
                    component="span"
                    aria-label={`Quantity of ${label}`}
                    sx={{ minWidth: 24, textAlign: 'center' }}
                  >
                    {line.quantity}
                  </Typography>
                  <IconButton
                    size="small"
                    aria-label={`Increase quantity of ${label}`}
                    disabled={disabled}
                    onClick={() => onQuantity(line, line.quantity + 1)}
                  >
                    <AddIcon fontSize="small" />
                  </IconButton>
                </Stack>
              </Box>
              <Stack sx={{ alignItems: 'flex-end', justifyContent: 'space-between' }}>
                {line.unitPrice !== undefined ? (
                  <Typography variant="body2">
                    {formatMoney(dollarsToCents(line.unitPrice) * line.quantity)}
                  </Typography>
                ) : null}
                <IconButton
                  size="small"
                  aria-label={`Remove ${label}`}
                  disabled={disabled}
                  onClick={() => onRemove(line)}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Stack>
            </Box>
          );
        })}
      </Stack>
      <Box>
        <Button size="small" color="inherit" disabled={disabled} onClick={onClear}>
          {CHECKOUT_TEXT.clearCart}
        </Button>
      </Box>
    </Stack>
  );
}
