import Typography from '@mui/material/Typography';
import { extraPetsCents, formatMoney } from '@petart/domain';
import { useGetPersonalisationOptionsQuery } from '../api/enhanced-api';

/**
 * The per-unit price of a several-pets portrait's extra pets (D-188), as the cart will price them: each pet
 * after the first at the configured price (0 while the options load, and for one pet).
 */
export function useExtraPetsCents(petCount: number): number {
  const options = useGetPersonalisationOptionsQuery();
  return extraPetsCents(petCount, options.data?.extraPetPriceCents ?? 0);
}

/** "$10.00 for 1 extra pet": what a portrait's extra pets add to each print. */
export function extraPetsWords(petCount: number, cents: number): string {
  const extra = petCount - 1;
  return `${formatMoney(cents)} for ${extra} extra ${extra === 1 ? 'pet' : 'pets'}`;
}

/** "Includes $10.00 for 1 extra pet" under an estimate; nothing for one pet or free extra pets. */
export function ExtraPetsPrice({ petCount, cents }: { petCount: number; cents: number }) {
  if (cents <= 0) return null;
  return (
    <Typography
      variant="body2"
      data-testid="extra-pets-price"
      sx={{
        color: 'text.secondary',
      }}
    >
      {`Includes ${extraPetsWords(petCount, cents)}`}
    </Typography>
  );
}
