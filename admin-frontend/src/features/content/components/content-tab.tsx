import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useState } from 'react';
import { useGetAdminSessionsQuery, type AdminSessionDto } from '../../../api/enhanced-api';
import { DateRangeFilter, type DayRange } from '../../../components/date-range-filter';
import { formatDateTime } from '../../../components/format';
import { useToast } from '../../../components/toast';
import { ListPagination, usePaging } from '../../../components/list-table';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';

function Thumbnail({ url, alt, storage }: { url: string; alt: string; storage: AdminSessionDto['storage'] }) {
  return (
    <Box sx={{ position: 'relative', display: 'inline-block' }}>
      <Link href={url} target="_blank" rel="noopener noreferrer">
        <Box
          component="img"
          src={url}
          alt={alt}
          loading="lazy"
          sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, display: 'block' }}
        />
      </Link>
      <Chip
        size="small"
        label={storage === 's3' ? 'S3' : 'L'}
        title={storage === 's3' ? 'Cloud storage (S3)' : 'Local storage (legacy)'}
        sx={{
          position: 'absolute',
          top: 2,
          left: 2,
          height: 16,
          fontSize: 10,
          '& .MuiChip-label': { px: 0.5 },
        }}
        color={storage === 's3' ? 'primary' : 'default'}
      />
    </Box>
  );
}

/** A session's user, images, style and date (the Session ID column, with its copy button, is the tab's). */
const SESSION_COLUMNS: ResponsiveColumn<AdminSessionDto>[] = [
  { label: 'User', render: (session) => session.userEmail ?? 'Anonymous' },
  {
    label: 'Uploaded Image',
    render: (session) =>
      session.originalImageUrl ? (
        <Thumbnail url={session.originalImageUrl} alt="Uploaded photo" storage={session.storage} />
      ) : (
        '—'
      ),
  },
  {
    label: 'Generated Images',
    render: (session) => (
      <Stack
        direction="row"
        spacing={0.5}
        useFlexGap
        sx={{
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
      >
        {session.generatedImages.map((url, index) => (
          <Thumbnail key={url} url={url} alt={`Generated image ${index + 1}`} storage={session.storage} />
        ))}
        {session.generatedCount > session.generatedImages.length && (
          <Typography variant="body2">
            +{session.generatedCount - session.generatedImages.length} more
          </Typography>
        )}
        {session.generatedCount === 0 && '—'}
      </Stack>
    ),
  },
  { label: 'Style', render: (session) => session.selectedStyle ?? 'Not selected' },
  { label: 'Created', render: (session) => formatDateTime(session.createdAt) },
];

/** Content tab (product.md P12): creation sessions, newest first, with a created-date filter. */
export function ContentTab() {
  const [range, setRange] = useState<DayRange>({});
  const { page, pageSize, withFirstPage, pager } = usePaging();
  const toast = useToast();
  const sessions = useGetAdminSessionsQuery({ from: range.from, to: range.to, page: page + 1, pageSize });
  const copy = async (id: string) => {
    try {
      await navigator.clipboard.writeText(id);
      toast({ title: 'Copied to clipboard' });
    } catch {
      toast({ title: 'Copy failed', variant: 'destructive' });
    }
  };
  const data = sessions.data;
  const columns: ResponsiveColumn<AdminSessionDto>[] = [
    {
      label: 'Session ID',
      primary: true,
      render: (session) => (
        <Stack
          direction="row"
          spacing={0.5}
          sx={{
            alignItems: 'center',
          }}
        >
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {session.sessionId.slice(0, 8)}
          </Typography>
          <Tooltip title="Copy session ID">
            <IconButton
              size="small"
              aria-label={`Copy session ID ${session.sessionId}`}
              onClick={() => void copy(session.sessionId)}
            >
              <ContentCopyIcon fontSize="inherit" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
    ...SESSION_COLUMNS,
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="tab-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="tab-title" variant="h4" component="h2" gutterBottom>
        Content
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <DateRangeFilter
          label="Created"
          value={range}
          onChange={withFirstPage(setRange)}
          presets={['Today', 'Last 7 days', 'Last 30 days', 'Last year']}
        />
      </Stack>
      {sessions.isError && <Alert severity="error">Failed to fetch sessions</Alert>}
      <ResponsiveTable
        label="Sessions"
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(session) => session.sessionId}
        empty={data ? 'No sessions found' : undefined}
        hover
      />
      <ListPagination total={data?.total ?? 0} {...pager} />
    </Paper>
  );
}
