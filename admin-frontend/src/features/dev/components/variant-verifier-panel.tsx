import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PromiseMismatchDto, UnconfirmedVariantDto } from '../../../api/generated';
import { useVerifyVariantsDetailedMutation } from '../../../api/enhanced-api';
import { useToast } from '../hooks/use-toast';

type View = 'issues' | 'all' | 'fixes';

/**
 * Sizes printed in another finish or depth than the product text promises (issue 22, item 12): one flagged row each,
 * what the description promises next to what will be printed, and what customers read about it.
 */
function PromiseMismatchTable({ rows }: { rows: readonly PromiseMismatchDto[] }) {
  if (rows.length === 0) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" id="promise-title">
        Described vs printed ({rows.length})
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The provider offers no variant with the finish or depth the product text promises for these sizes.
      </Typography>
      <Table size="small" aria-labelledby="promise-title">
        <TableHead>
          <TableRow>
            <TableCell>Print type</TableCell>
            <TableCell>Size</TableCell>
            <TableCell>Description promises</TableCell>
            <TableCell>Will be printed</TableCell>
            <TableCell>Customers read</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.printType}-${row.size}`}>
              <TableCell>
                <Chip
                  size="small"
                  label="Flagged"
                  color={row.customersReadPromise ? 'error' : 'warning'}
                  sx={{ mr: 1 }}
                />
                {row.printType}
              </TableCell>
              <TableCell>
                {row.size} ({row.orientation})
              </TableCell>
              <TableCell>{row.promised}</TableCell>
              <TableCell>
                {row.printed} (variant {row.variantId}: {row.title})
              </TableCell>
              <TableCell>
                {row.customersReadPromise
                  ? 'The promise: change the text or the variant'
                  : 'A neutral text without the promise'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * Sizes with no configured id, matched by title at run time (issue 23): not issues, but not confirmed either; each says
 * why (e.g. the install checks the simulator's offline copy of the catalog) and what to do.
 */
function UnconfirmedTable({ rows }: { rows: readonly UnconfirmedVariantDto[] }) {
  if (rows.length === 0) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" id="unconfirmed-title">
        Matched by title, not confirmed ({rows.length})
      </Typography>
      <Table size="small" aria-labelledby="unconfirmed-title">
        <TableHead>
          <TableRow>
            <TableCell>Print type</TableCell>
            <TableCell>Size</TableCell>
            <TableCell>Resolves to</TableCell>
            <TableCell>Why</TableCell>
            <TableCell>What to do</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.printType}-${row.size}`}>
              <TableCell>{row.printType}</TableCell>
              <TableCell>
                {row.size} ({row.orientation})
              </TableCell>
              <TableCell>
                {row.resolvedId}: {row.resolvedTitle}
              </TableCell>
              <TableCell>{row.reason}</TableCell>
              <TableCell>{row.action}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Dev > Variant Verifier: the catalogue against the print provider's catalog (product.md P12: Issues, All Variants, Code Fixes). */
export function VariantVerifierPanel() {
  const [verify, { data, isLoading }] = useVerifyVariantsDetailedMutation();
  const [view, setView] = useState<View>('issues');
  const { show, toast } = useToast();

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
      {data ? (
        <>
          <Alert
            severity={data.issues.length === 0 && data.promiseMismatches.length === 0 ? 'success' : 'warning'}
            sx={{ mb: 2 }}
          >
            {data.checked} sizes checked against the{' '}
            {data.source === 'printify' ? 'Printify' : 'local simulator'} catalog: {data.issues.length} issue
            {data.issues.length === 1 ? '' : 's'}, {data.unconfirmed.length} matched by title and not
            confirmed, {data.codeFixes.length} code fix
            {data.codeFixes.length === 1 ? '' : 'es'}, {data.promiseMismatches.length} size
            {data.promiseMismatches.length === 1 ? '' : 's'} printed otherwise than described.
          </Alert>
          <Tabs
            value={view}
            onChange={(_e, v: View) => setView(v)}
            aria-label="Verification views"
            sx={{ mb: 2 }}
          >
            <Tab value="issues" label={`Issues (${data.issues.length + data.promiseMismatches.length})`} />
            <Tab value="all" label="All Variants" />
            <Tab value="fixes" label={`Code Fixes (${data.codeFixes.length})`} />
          </Tabs>
          {view === 'issues' ? (
            <>
              <Table size="small" aria-label="Issues">
                <TableHead>
                  <TableRow>
                    <TableCell>Print type</TableCell>
                    <TableCell>Size</TableCell>
                    <TableCell>Configured id</TableCell>
                    <TableCell>Correct id</TableCell>
                    <TableCell>Titles</TableCell>
                    <TableCell>Issue</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.issues.map((issue) => (
                    <TableRow key={`${issue.printType}-${issue.size}`}>
                      <TableCell>{issue.printType}</TableCell>
                      <TableCell>
                        {issue.size} ({issue.orientation})
                      </TableCell>
                      <TableCell>{issue.configuredId}</TableCell>
                      <TableCell>{issue.correctId ?? 'none'}</TableCell>
                      <TableCell>
                        {issue.apiTitle ? `API: ${issue.apiTitle}; ` : ''}expected: {issue.correctTitle}
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          label={issue.severity}
                          color={issue.severity === 'critical' ? 'error' : 'warning'}
                        />{' '}
                        {issue.issue}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
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
