import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PromiseMismatchDto, UnconfirmedVariantDto, VariantIssueDto } from '../../../api/generated';
import { verificationVerdict } from '../dev-utils';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { useVerifyVariantsDetailedMutation } from '../../../api/enhanced-api';
import { useToast } from '../hooks/use-toast';

type View = 'issues' | 'all' | 'fixes';

/** One row per print type and size. */
const sizeKey = (row: { printType: string; size: string }) => `${row.printType}-${row.size}`;

const PRINT_TYPE: ResponsiveColumn<{ printType: string }> = {
  label: 'Print type',
  render: (row) => row.printType,
};
const SIZE: ResponsiveColumn<{ size: string; orientation: string }> = {
  label: 'Size',
  primary: true,
  render: (row) => `${row.size} (${row.orientation})`,
};

/** Configured ids the provider's catalog contradicts. */
const ISSUE_COLUMNS: ResponsiveColumn<VariantIssueDto>[] = [
  PRINT_TYPE,
  SIZE,
  { label: 'Configured id', render: (issue) => issue.configuredId },
  { label: 'Correct id', render: (issue) => issue.correctId ?? 'none' },
  {
    label: 'Titles',
    render: (issue) => `${issue.apiTitle ? `API: ${issue.apiTitle}; ` : ''}expected: ${issue.correctTitle}`,
  },
  {
    label: 'Issue',
    render: (issue) => (
      <>
        <Chip
          size="small"
          label={issue.severity}
          color={issue.severity === 'critical' ? 'error' : 'warning'}
        />{' '}
        {issue.issue}
      </>
    ),
  },
];

const UNCONFIRMED_COLUMNS: ResponsiveColumn<UnconfirmedVariantDto>[] = [
  PRINT_TYPE,
  SIZE,
  { label: 'Resolves to', render: (row) => `${row.resolvedId}: ${row.resolvedTitle}` },
  { label: 'Why', render: (row) => row.reason },
  { label: 'What to do', render: (row) => row.action },
];

const PROMISE_COLUMNS: ResponsiveColumn<PromiseMismatchDto>[] = [
  {
    label: 'Print type',
    render: (row) => (
      <>
        <Chip
          size="small"
          label="Flagged"
          color={row.customersReadPromise ? 'error' : 'warning'}
          sx={{ mr: 1 }}
        />
        {row.printType}
      </>
    ),
  },
  SIZE,
  { label: 'Description promises', render: (row) => row.promised },
  { label: 'Will be printed', render: (row) => `${row.printed} (variant ${row.variantId}: ${row.title})` },
  {
    label: 'Customers read',
    render: (row) =>
      row.customersReadPromise
        ? 'The promise: change the text or the variant'
        : 'A neutral text without the promise',
  },
];

/**
 * Sizes printed in another finish or depth than the product text promises: one flagged row each, what the description
 * promises next to what will be printed, and what customers read about it.
 */
function PromiseMismatchTable({ rows }: { rows: readonly PromiseMismatchDto[] }) {
  if (rows.length === 0) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" id="promise-title">
        Described vs printed ({rows.length})
      </Typography>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          mb: 1,
        }}
      >
        The provider offers no variant with the finish or depth the product text promises for these sizes.{' '}
        {rows.some((row) => row.customersReadPromise)
          ? 'Where customers read the promise, it is an issue.'
          : 'Customers read a neutral text for them, so none is an issue.'}
      </Typography>
      <ResponsiveTable labelledBy="promise-title" columns={PROMISE_COLUMNS} rows={rows} rowKey={sizeKey} />
    </Box>
  );
}

/**
 * Sizes with no configured id, matched by title at run time: not issues, but not confirmed either; each says
 * why (e.g. the install checks the simulator's offline copy of the catalog) and what to do.
 */
function UnconfirmedTable({ rows }: { rows: readonly UnconfirmedVariantDto[] }) {
  if (rows.length === 0) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" id="unconfirmed-title">
        Matched by title, not confirmed ({rows.length})
      </Typography>
      <ResponsiveTable
        labelledBy="unconfirmed-title"
        columns={UNCONFIRMED_COLUMNS}
        rows={rows}
        rowKey={sizeKey}
      />
    </Box>
  );
}

/** Dev > Variant Verifier: the catalogue against the print provider's catalog (product.md P12: Issues, All Variants, Code Fixes). */
export function VariantVerifierPanel() {
  const [verify, { data, isLoading }] = useVerifyVariantsDetailedMutation();
  const [view, setView] = useState<View>('issues');
  const { show, toast } = useToast();
  const verdict = data ? verificationVerdict(data) : undefined;

  const onVerify = async () => {
    try {
      await verify({ printType: 'all' }).unwrap();
    } catch {
      show('Verification failed', 'error');
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="variants-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography id="variants-title" variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          Variant Verifier
        </Typography>
        <Button variant="contained" onClick={() => void onVerify()} disabled={isLoading}>
          {isLoading ? 'Verifying...' : 'Verify Variants'}
        </Button>
      </Stack>
      {data && verdict ? (
        <>
          <Alert severity={verdict.severity} sx={{ mb: 2 }}>
            {verdict.text}
          </Alert>
          <Tabs
            value={view}
            onChange={(_e, v: View) => setView(v)}
            aria-label="Verification views"
            sx={{ mb: 2 }}
          >
            <Tab value="issues" label={`Issues (${verdict.issueCount})`} />
            <Tab value="all" label="All Variants" />
            <Tab value="fixes" label={`Code Fixes (${data.codeFixes.length})`} />
          </Tabs>
          {view === 'issues' ? (
            <>
              {data.issues.length > 0 ? (
                <ResponsiveTable label="Issues" columns={ISSUE_COLUMNS} rows={data.issues} rowKey={sizeKey} />
              ) : null}
              {data.issues.length === 0 ? (
                <Typography variant="body2" sx={{ my: 1 }}>
                  No configured variant is wrong.
                </Typography>
              ) : null}
              <UnconfirmedTable rows={data.unconfirmed} />
              <PromiseMismatchTable rows={data.promiseMismatches} />
            </>
          ) : null}
          {view === 'all'
            ? data.allVariants.map((product) => (
                <Box key={product.product} sx={{ mb: 2 }}>
                  <Typography variant="subtitle1" component="h3">
                    {product.product} {product.status === 'error' ? `- ${product.error ?? 'error'}` : ''}
                  </Typography>
                  <ul>
                    {product.variants.map((v) => (
                      <li key={v.id}>
                        {v.id}: {v.title}
                        {v.isAvailable ? '' : ' (unavailable)'}
                        {v.configuredFor ? ` - used for ${v.configuredFor}` : ''}
                      </li>
                    ))}
                  </ul>
                </Box>
              ))
            : null}
          {view === 'fixes'
            ? data.codeFixes.map((fix) => (
                <Box key={`${fix.file}:${fix.line}:${fix.fix}`} sx={{ mb: 2 }}>
                  <Typography variant="body2">
                    {fix.file}
                    {fix.line ? `:${fix.line}` : ''} - {fix.issue}
                  </Typography>
                  <Box
                    component="pre"
                    sx={{ bgcolor: 'action.hover', p: 1, fontSize: 12, whiteSpace: 'pre-wrap' }}
                  >
                    {fix.fix}
                  </Box>
                </Box>
              ))
            : null}
        </>
      ) : null}
      {toast}
    </Paper>
  );
}
