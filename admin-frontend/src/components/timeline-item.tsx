import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from './format';

/**
 * One line of a staff timeline (an order's, a reprint's): when (or when it is due), what kind, what, who, and the
 * detail (a note's text, a parcel's tracking number).
 */
export function TimelineItem({
  at,
  kind,
  title,
  actor,
  detail,
  upcoming = false,
}: {
  at: string;
  kind: string;
  title: string;
  actor?: string | null;
  detail?: string | null;
  upcoming?: boolean;
}) {
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography
          variant="caption"
          component="span"
          sx={{
            color: 'text.secondary',
          }}
        >
          {upcoming ? `Due ${formatDateTime(at)}` : formatDateTime(at)}
        </Typography>
        <Chip size="small" variant="outlined" label={kind} />
        {upcoming && <Chip size="small" color="info" label="Upcoming" />}
      </Stack>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}
        {actor && (
          <Typography
            component="span"
            variant="body2"
            sx={{
              color: 'text.secondary',
            }}
          >
            {' '}
            · {actor}
          </Typography>
        )}
      </Typography>
      {detail && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {detail}
        </Typography>
      )}
    </Box>
  );
}
