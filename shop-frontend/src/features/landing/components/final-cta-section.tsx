import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** Final call to action: 'Start Creating Now' to /upload (which redirects to /app/create). */
export function FinalCtaSection() {
  return (
    <Box
      component="section"
      aria-labelledby="cta-heading"
      sx={{
        py: { xs: 8, md: 12 },
        textAlign: 'center',
        background: 'linear-gradient(160deg, #E0674B 0%, #C0507A 100%)',
        color: 'common.white',
      }}
    >
      <Container maxWidth="sm">
        <Typography id="cta-heading" variant="h2" sx={{ color: 'inherit', mb: 2 }}>
          Ready to Celebrate Your Pet?
        </Typography>
        <Typography sx={{ mb: 4, opacity: 0.9 }}>
          It takes a minute to upload a photo. The smile lasts for years.
        </Typography>
        <Button
          size="large"
          variant="contained"
          color="inherit"
          endIcon={<ArrowForwardIcon />}
          component={RouterLink}
          to={paths.upload}
          sx={{ color: 'primary.main', bgcolor: 'common.white' }}
        >
          Start Creating Now
        </Button>
      </Container>
    </Box>
  );
}
