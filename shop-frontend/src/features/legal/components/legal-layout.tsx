import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIsSignedIn } from '../../../auth';
import { SiteFooter, SiteHeader } from '../../../components/layout';

export interface LegalLayoutProps {
  title: string;
  updated?: string;
  children: ReactNode;
}

/** Public page frame for the legal and contact pages: site header, readable column, footer. */
export function LegalLayout({ title, updated, children }: LegalLayoutProps) {
  const isAuthenticated = useIsSignedIn();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SiteHeader signedIn={isAuthenticated} />
      <Container component="main" maxWidth="md" sx={{ flexGrow: 1, py: { xs: 4, md: 8 } }}>
        <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {updated ? (
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              mb: 4,
            }}
          >
            Last updated: {updated}
          </Typography>
        ) : null}
        <Box
          sx={{
            '& h2': { mt: 4, mb: 1 },
            '& p, & li': { color: 'text.secondary', lineHeight: 1.7 },
            // A link inside running text is told apart by more than its colour (WCAG 1.4.1): always underlined.
            '& p a, & li a': { textDecoration: 'underline' },
          }}
        >
          {children}
        </Box>
      </Container>
      <SiteFooter />
    </Box>
  );
}

/** One titled section of a legal text. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 1.5 }}>{children}</Typography>;
}
