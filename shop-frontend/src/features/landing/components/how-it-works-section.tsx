import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaletteIcon from '@mui/icons-material/Palette';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const STEPS: readonly { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Upload Photo',
    text: 'Choose a clear, well-lit photo of your pet. Close-ups work best.',
    icon: <CloudUploadIcon />,
  },
  {
    title: 'Choose a Style',
    text: 'Pick an art style and let our AI paint your pet. Not quite right? Try another.',
    icon: <PaletteIcon />,
  },
  {
    title: 'Print & Enjoy',
    text: 'Order a poster or canvas print. We produce it and ship it with tracking.',
    icon: <LocalShippingIcon />,
  },
];

/** The three steps of the journey (product.md P12). */
export function HowItWorksSection() {
  return (
    <Box
      component="section"
      aria-labelledby="steps-heading"
      sx={{ py: { xs: 6, md: 10 }, bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Typography id="steps-heading" variant="h2" sx={{ textAlign: 'center', mb: 5 }}>
          How It Works
        </Typography>
        <Grid container spacing={4} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {STEPS.map((step, index) => (
            <Grid key={step.title} size={{ xs: 12, md: 4 }} component="li">
              <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
                <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56 }}>{step.icon}</Avatar>
                <Typography
                  variant="overline"
                  sx={{
                    color: 'text.secondary',
                  }}
                >
                  Step {index + 1}
                </Typography>
                <Typography variant="h4" component="h3">
                  {step.title}
                </Typography>
                <Typography
                  sx={{
                    color: 'text.secondary',
                  }}
                >
                  {step.text}
                </Typography>
              </Stack>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
