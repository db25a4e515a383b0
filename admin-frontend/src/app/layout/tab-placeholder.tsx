import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Empty panel that names its tab; the admin issue replaces each one with the real screen. */
export function TabPlaceholder({ title }: { title: string }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="tab-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="tab-title" variant="h4" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography
        sx={{
          color: 'text.secondary',
        }}
      >
        Nothing here yet.
      </Typography>
    </Paper>
  );
}
