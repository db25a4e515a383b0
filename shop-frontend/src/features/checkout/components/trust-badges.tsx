import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ReplayOutlinedIcon from '@mui/icons-material/ReplayOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHECKOUT_TEXT } from '../checkout-texts';

const ICONS = [LockOutlinedIcon, VerifiedUserOutlinedIcon, ReplayOutlinedIcon] as const;

/** Footer badges of the checkout (spec 2 §2): SSL Secured, Stripe Protected, Money-back Guarantee. */
export function TrustBadges() {
  return (
    <Stack
      component="footer"
      direction="row"
      useFlexGap
      spacing={3}
      sx={{ flexWrap: 'wrap', justifyContent: 'center', color: 'text.secondary', py: 2 }}
    >
      {CHECKOUT_TEXT.badges.map((badge, index) => {
        const Icon = ICONS[index] ?? LockOutlinedIcon;
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
