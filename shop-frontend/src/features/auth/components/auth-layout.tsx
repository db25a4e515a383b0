import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import PaletteIcon from '@mui/icons-material/Palette';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

const SIDE_STEPS = [
  { title: 'Upload', text: 'Share a favourite photo of your pet.', icon: <CloudUploadIcon /> },
  {
    title: 'Create',
    text: 'Pick a style and let our AI paint a one-of-a-kind portrait.',
    icon: <PaletteIcon />,
  },
  {
    title: 'Gift',
    text: 'Order it as a poster or canvas, for you or someone you love.',
    icon: <CardGiftcardIcon />,
  },
] as const;

/**
 * Frame of the auth pages: a back arrow to '/', the form card, and on wide screens a side panel with the
 * Upload / Create / Gift steps (product.md P12). On phones the side panel is left out to keep the form above the fold.
 */
export function AuthLayout({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <Box
      ref={ref}
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ p: { xs: 2, sm: 4 }, display: 'flex', flexDirection: 'column' }}>
        <IconButton
          component={RouterLink}
          to={paths.home}
          aria-label="Back to home"
          sx={{ alignSelf: 'flex-start' }}
        >
          <ArrowBackIcon />
        </IconButton>
        {/* Phones: the card starts at the top (nearer the keyboard's reach, and it never moves while the page loads);
            wider screens centre it. */}
        <Box sx={{ flexGrow: 1, display: 'grid', placeItems: { xs: 'start center', sm: 'center' }, py: 2 }}>
          <Paper component="main" sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 } }}>
            {children}
          </Paper>
        </Box>
      </Box>
      <Box
        component="aside"
        aria-label="How PetArt works"
        sx={{
          display: { xs: 'none', md: 'flex' },
          alignItems: 'center',
          justifyContent: 'center',
          p: 6,
          background: 'linear-gradient(160deg, #E0674B 0%, #C0507A 100%)',
          color: 'common.white',
        }}
      >
        <Stack spacing={4} sx={{ maxWidth: 420 }}>
          <Typography variant="h3" component="p" sx={{ color: 'inherit' }}>
            Turn your pet into a masterpiece
          </Typography>
          {SIDE_STEPS.map((step) => (
            <Stack key={step.title} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Avatar sx={{ bgcolor: 'rgba(255,255,255,0.2)', color: 'inherit' }}>{step.icon}</Avatar>
              <Box>
                <Typography variant="h6" component="p" sx={{ color: 'inherit' }}>
                  {step.title}
                </Typography>
                <Typography sx={{ opacity: 0.9 }}>{step.text}</Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
