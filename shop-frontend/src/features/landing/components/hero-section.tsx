import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { GiftDeadlineNote, LANDING_GIFT_DEADLINE_ARG } from '../../../components/gift-deadline';
import { paths } from '../../../config/paths';

export interface HeroSectionProps {
  signedIn?: boolean;
}

/** Hero: the button goes to /auth when logged out and /app/create when logged in (product.md P12). */
export function HeroSection({ signedIn = false }: HeroSectionProps) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{
        py: { xs: 8, md: 14 },
        background: (theme) =>
          `linear-gradient(160deg, ${theme.palette.background.default} 0%, #FDE7DC 60%, #F6DCE8 100%)`,
      }}
    >
      <Container maxWidth="md">
        <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography id="hero-heading" variant="h1">
            Turn Your Pet Into Art You'll Treasure Forever
          </Typography>
          <Typography
            variant="h6"
            component="p"
            sx={{
              color: 'text.secondary',
              fontWeight: 400,
              maxWidth: 640,
            }}
          >
            Upload a photo of your furry friend, pick an art style, and we'll turn it into a one-of-a-kind
            portrait printed on premium posters and canvas, shipped to your door.
          </Typography>
          <Button
            size="large"
            variant="contained"
            endIcon={<ArrowForwardIcon />}
            component={RouterLink}
            to={signedIn ? paths.app.create : paths.auth()}
          >
            Create Your Pet's Portrait
          </Button>
          <GiftDeadlineNote arg={LANDING_GIFT_DEADLINE_ARG} align="center" />
        </Stack>
      </Container>
    </Box>
  );
}
