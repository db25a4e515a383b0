import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorBodyMessage } from '@petart/web-shared/api-error';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useRequestDataExportMutation } from '../../../api/enhanced-api';
import { paths } from '../../../config/paths';
import { useDownloadDataExportMutation, type ExportLink } from '../api/privacy-api';
import { PRIVACY_TEXT } from '../settings-texts';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The emailed export link's parts from the page's address, when it has them all. */
function exportLinkOf(params: URLSearchParams): ExportLink | undefined {
  const requestId = params.get('export');
  const expires = params.get('expires');
  const signature = params.get('signature');
  return requestId && expires && signature ? { requestId, expires, signature } : undefined;
}

/** Settings' "Your data" (product.md P7.4): a copy of the account's data, and the deletion of the account. */
export function YourDataSection() {
  const [params] = useSearchParams();
  const link = exportLinkOf(params);
  const [requestExport, exportState] = useRequestDataExportMutation();
  const [download, downloadState] = useDownloadDataExportMutation();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string }>();
  const [deleting, setDeleting] = useState(false);

  const askForExport = async () => {
    const result = await requestExport();
    setNotice(
      'error' in result
        ? { severity: 'error', text: errorBodyMessage(result.error) ?? PRIVACY_TEXT.exportFailed }
        : { severity: 'success', text: result.data.message },
    );
  };

  const downloadArchive = async (from: ExportLink) => {
    const result = await download(from);
    if ('error' in result)
      setNotice({ severity: 'error', text: errorBodyMessage(result.error) ?? PRIVACY_TEXT.downloadFailed });
  };

  return (
    <Paper component="section" aria-labelledby="your-data-title" sx={{ p: { xs: 2, sm: 4 }, mt: 3 }}>
      <Typography id="your-data-title" variant="h5" component="h2" sx={{ mb: 1 }}>
        {PRIVACY_TEXT.title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{PRIVACY_TEXT.intro}</Typography>
      <Link component={RouterLink} to={paths.privacy} sx={{ display: 'inline-block', mb: 2 }}>
        {PRIVACY_TEXT.privacyLink}
      </Link>
      {link && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              disabled={downloadState.isLoading}
              onClick={() => void downloadArchive(link)}
            >
              {downloadState.isLoading ? PRIVACY_TEXT.downloading : PRIVACY_TEXT.downloadArchive}
            </Button>
          }
        >
          <AlertTitle>{PRIVACY_TEXT.downloadReadyTitle}</AlertTitle>
          {PRIVACY_TEXT.downloadReady}
        </Alert>
      )}
      {notice && (
        <Alert
          severity={notice.severity}
          sx={{ mb: 2 }}
          role={notice.severity === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="outlined" disabled={exportState.isLoading} onClick={() => void askForExport()}>
          {exportState.isLoading ? PRIVACY_TEXT.downloadAsking : PRIVACY_TEXT.download}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
          {PRIVACY_TEXT.delete}
        </Button>
      </Stack>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </Paper>
  );
}
