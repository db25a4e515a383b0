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
import { useVerifyVariantsDetailedMutation } from '../../../api/enhanced-api';
import { useToast } from '../hooks/use-toast';

type View = 'issues' | 'all' | 'fixes';

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
          <Alert severity={data.issues.length === 0 ? 'success' : 'warning'} sx={{ mb: 2 }}>
            {data.checked} sizes checked against the{' '}
            {data.source === 'printify' ? 'Printify' : 'local simulator'} catalog: {data.issues.length} issue
            {data.issues.length === 1 ? '' : 's'}, {data.codeFixes.length} code fix
            {data.codeFixes.length === 1 ? '' : 'es'}.
          </Alert>
          <Tabs
            value={view}
            onChange={(_e, v: View) => setView(v)}
            aria-label="Verification views"
            sx={{ mb: 2 }}
          >
            <Tab value="issues" label={`Issues (${data.issues.length})`} />
            <Tab value="all" label="All Variants" />
            <Tab value="fixes" label={`Code Fixes (${data.codeFixes.length})`} />
          </Tabs>
          {view === 'issues' ? (
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
