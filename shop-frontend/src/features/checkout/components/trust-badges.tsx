import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ReplayOutlinedIcon from '@mui/icons-material/ReplayOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHECKOUT_TEXT } from '../checkout-texts';

const ICONS = [LockOutlinedIcon, VerifiedUserOutlinedIcon, ReplayOutlinedIcon] as const;

/** The badges shown: 'Stripe Protected' only when Stripe really takes the payment (not in the local test mode). */
export function visibleBadges(provider: string | undefined) {
  return CHECKOUT_TEXT.badges
    .map((badge, index) => ({ badge, Icon: ICONS[index] ?? LockOutlinedIcon }))
    .filter(({ badge }) => badge !== 'Stripe Protected' || provider === 'stripe');
}

/** Footer badges of the checkout (product.md P12): SSL Secured, Stripe Protected (with Stripe), Money-back Guarantee. */
export function TrustBadges({ provider }: { provider: string | undefined }) {
  return (
    <Stack
      component="footer"
      direction="row"
      useFlexGap
      spacing={3}
      sx={{ flexWrap: 'wrap', justifyContent: 'center', color: 'text.secondary', py: 2 }}
    >
      {visibleBadges(provider).map(({ badge, Icon }) => {
        return (
          <Stack key={badge} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Icon fontSize="small" aria-hidden />
            <Typography variant="body2">{badge}</Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
