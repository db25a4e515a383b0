import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_DELIVERY_ESTIMATE } from '@petart/domain';
import type { DeliveryEstimatesDto as DeliveryEstimates } from '../../../api/enhanced-api';
import { CHECKOUT_TEXT } from '../checkout-texts';

/**
 * Delivery estimate of the summary (product.md P11): one line per provider for mixed carts with the separate-packages
 * note, the combined range otherwise, the canvas tip when given; '8-13 business days' until an address is priced.
 */
export function DeliveryEstimateInfo({ estimates }: { estimates: DeliveryEstimates | undefined }) {
  const perProvider = estimates?.hasMultipleProviders ? estimates.estimates : [];
  return (
    <Box component="section" aria-label={CHECKOUT_TEXT.estimatedDelivery}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <LocalShippingOutlinedIcon fontSize="small" color="action" aria-hidden />
        <Typography variant="subtitle2">{CHECKOUT_TEXT.estimatedDelivery}</Typography>
      </Stack>
      {perProvider.length > 0 ? (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {perProvider.map((estimate) => (
            <Typography component="li" variant="body2" key={estimate.provider}>
              {`${estimate.label}: ${estimate.range}`}
            </Typography>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" data-testid="delivery-range">
          {estimates?.combinedRange || DEFAULT_DELIVERY_ESTIMATE}
        </Typography>
      )}
      {estimates?.separatePackagesNote ? (
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            mt: 0.5,
          }}
        >
          {estimates.separatePackagesNote}
        </Typography>
      ) : null}
      {estimates?.canvasTip ? (
        <Alert severity="info" variant="outlined" sx={{ mt: 1 }}>
          {estimates.canvasTip}
        </Alert>
      ) : null}
    </Box>
  );
}
