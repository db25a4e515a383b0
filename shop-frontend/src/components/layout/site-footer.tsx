import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';

const FOOTER_LINKS = [
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Terms of Service', to: paths.terms },
  { label: 'Refund Policy', to: paths.refundPolicy },
  { label: 'Contact', to: paths.contact },
] as const;

/** Public footer with the legal and contact links (product.md P12). */
export function SiteFooter() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 4 }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
            }}
          >
            © {new Date().getFullYear()} PetArt. Made with love for pets.
          </Typography>
          <Stack
            component="nav"
            aria-label="Legal"
            direction="row"
            sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
          >
            {FOOTER_LINKS.map((link) => (
              <Link
                key={link.to}
                component={RouterLink}
                to={link.to}
                variant="body2"
                sx={{
                  color: 'text.secondary',
                }}
              >
                {link.label}
              </Link>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
