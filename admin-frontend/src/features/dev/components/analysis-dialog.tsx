import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BulkErrorAnalysisDto, ErrorAnalysisDto } from '../../../api/enhanced-api';
import { confidenceLabel } from '../dev-utils';

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <section>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** AI analysis of one error (product.md P12, P6): summary, causes, fixes, severity, confidence label; 'Analysis Failed'. */
export function AnalysisDialog(props: {
  open: boolean;
  onClose: () => void;
  loading: boolean;
  failed: boolean;
  analysis?: ErrorAnalysisDto;
  bulk?: BulkErrorAnalysisDto;
}) {
  const { open, onClose, loading, failed, analysis, bulk } = props;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="analysis-title">
      <DialogTitle id="analysis-title">{bulk ? 'Bulk AI Analysis' : 'AI Error Analysis'}</DialogTitle>
      <DialogContent>
        {loading ? <CircularProgress aria-label="Analysing" /> : null}
        {failed ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Analysis Failed
          </Alert>
        ) : null}
        {analysis && !loading ? (
          <Stack spacing={1}>
            <Typography>{analysis.summary}</Typography>
            <Stack direction="row" spacing={1}>
              <Chip label={`Severity: ${analysis.severity}`} />
              <Chip
                label={`Confidence: ${confidenceLabel(analysis.confidenceScore)} (${Math.round(analysis.confidenceScore * 100)}%)`}
              />
            </Stack>
            <List title="Possible causes" items={analysis.possibleCauses} />
            <List title="Suggested fixes" items={analysis.suggestedFixes} />
          </Stack>
        ) : null}
        {bulk && !loading ? (
          <Stack spacing={1}>
            <Typography>{bulk.summary}</Typography>
            <List title="Patterns" items={bulk.patterns} />
            <Typography variant="subtitle2" component="h3">
              Recommendations
            </Typography>
            {bulk.recommendations.map((r) => (
              <Alert key={r.title} severity="info" icon={false}>
                <strong>{r.title}</strong> ({r.complexity} complexity, {r.relatedErrorIds.length} errors):{' '}
                {r.description}
              </Alert>
            ))}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
