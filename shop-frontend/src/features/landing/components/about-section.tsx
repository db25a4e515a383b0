import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BeforeAfterSlider } from './before-after-slider';

const POINTS = [
  'Not quite right? Redraw the style until you love it.',
  'Printed on premium posters and canvas, shipped with tracking in 8-13 business days.',
  'Your photos stay private: never shared, sold or reused.',
] as const;

/** About section with the original-vs-AI slider (product.md P12). */
export function AboutSection() {
  return (
    <Box component="section" id="about" aria-labelledby="about-heading" sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <BeforeAfterSlider
              beforeSrc="/images/about-original.webp"
              afterSrc="/images/about-ai-art.webp"
              beforeAlt="Original photo of a cat"
              afterAlt="The same cat as AI art"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={2}>
              <Typography id="about-heading" variant="h2">
                From Photo to Masterpiece
              </Typography>
              <Typography
                sx={{
                  color: 'text.secondary',
                }}
              >
                PetArt turns an everyday snapshot of your pet into a painting-quality portrait. Slide to
                compare the original photo with the AI artwork.
              </Typography>
              <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
                {POINTS.map((point) => (
                  <Typography component="li" key={point} sx={{ mb: 1 }}>
                    {point}
                  </Typography>
                ))}
              </Box>
            </Stack>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
