import Box from '@mui/material/Box';
import { useListAdminClaimsQuery } from '../../../api/enhanced-api';
import { claimsNeedingStaff } from '../claim-rules';
import { CLAIMS_POLL_MS } from './claims-page';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The Claims tab's label in the navigation, with the number of claims that need staff (new reports and customers'
 * answers; D-163) in a badge ("Claims 2 need staff" to a screen reader). Fresh every minute, on focus and after
 * every claim decision.
 */
export function ClaimsTabLabel() {
  const queue = useListAdminClaimsQuery(
    { state: 'new' },
    { pollingInterval: CLAIMS_POLL_MS, refetchOnFocus: true },
  );
  const count = claimsNeedingStaff(queue.data?.counts);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      Claims
      {count > 0 && (
        <>
          <Box
            component="span"
            data-testid="claims-need-staff"
            sx={{
              minWidth: 20,
              height: 20,
              px: 0.75,
              borderRadius: 10,
              bgcolor: 'error.main',
              color: 'error.contrastText',
              typography: 'caption',
              fontWeight: 700,
              lineHeight: '20px',
              textAlign: 'center',
            }}
          >
            {count > 99 ? '99+' : count}
          </Box>
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {' need staff'}
          </Box>
        </>
      )}
    </Box>
  );
}
