import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CreationProgress } from '../../../components/progress';

/** /app/create, step 1. The upload itself arrives with the create-journey issue; this is the post-login landing. */
export function CreatePage() {
  return (
    <>
      <CreationProgress current={1} />
      <Typography variant="h3" component="h1" sx={{ textAlign: 'center', mb: 2 }}>
        Let's Create Your Art
      </Typography>
      <Paper sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', maxWidth: 640, mx: 'auto' }}>
        <Typography color="text.secondary">
          Upload a photo of your pet to get started. Close-up, well-lit photos work best.
        </Typography>
      </Paper>
    </>
  );
}
