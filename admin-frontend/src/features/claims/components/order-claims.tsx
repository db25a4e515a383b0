import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorBodyMessage } from '@petart/web-shared/api-error';
import { useSearchParams } from 'react-router';
import { useListAdminClaimsQuery } from '../../../api/enhanced-api';
import { ClaimView } from './claim-view';

/**
 * The order page's Claims section: the order's problem reports, oldest first, each with its photos, conversation and
 * the staff decisions; nothing when the order has none. `?claim=<id>` (the queue's link) scrolls to that claim.
 */
export function OrderClaims({ orderId }: { orderId: string }) {
  const [params] = useSearchParams();
  const focused = params.get('claim');
  const claims = useListAdminClaimsQuery({ orderId }, { refetchOnMountOrArgChange: true });
  if (claims.isError) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {errorBodyMessage(claims.error) ?? "Failed to fetch the order's claims"}
      </Alert>
    );
  }
  const list = claims.data?.claims ?? [];
  if (list.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="order-claims-title" sx={{ mt: 3, minWidth: 0 }}>
      <Typography id="order-claims-title" variant="h5" component="h3" gutterBottom>
        Claims
      </Typography>
      <Stack spacing={2}>
        {list.map((claim, index) => (
          <ClaimView
            key={claim.id}
            claimId={claim.id}
            title={`Claim ${index + 1}: ${claim.reasonLabel}`}
            focused={claim.id === focused}
          />
        ))}
      </Stack>
    </Box>
  );
}
