import Box from '@mui/material/Box';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SiteFooter, SiteHeader } from '../../../components/layout';
import { useIsSignedIn } from '../../../auth';
import { AboutSection } from './about-section';
import { FaqSection } from './faq-section';
import { FinalCtaSection } from './final-cta-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';
import { ReviewsShowcase } from '../../../components/reviews';

/**
 * A part of the page React adopts on its own: on the prerendered page each boundary is hydrated in a separate,
 * lower-priority pass with its own commit (and the one the visitor interacts with first), instead of the whole page
 * in one commit that would hold a tap until it ends. Nothing here suspends, so no fallback ever shows.
 */
function Piece({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** Landing page '/' (product.md P12). */
export function LandingPage() {
  const { hash } = useLocation();
  const isAuthenticated = useIsSignedIn();

  // Header links from other pages arrive as '/#pricing': scroll once the section is rendered.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Piece>
        <SiteHeader signedIn={isAuthenticated} />
      </Piece>
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Piece>
          <HeroSection signedIn={isAuthenticated} />
        </Piece>
        <Piece>
          <HowItWorksSection />
        </Piece>
        <Piece>
          <PricingSection />
        </Piece>
        <Piece>
          <AboutSection />
        </Piece>
        <Piece>
          <ReviewsShowcase />
        </Piece>
        <Piece>
          <FaqSection />
        </Piece>
        <Piece>
          <FinalCtaSection />
        </Piece>
      </Box>
      <Piece>
        <SiteFooter />
      </Piece>
    </Box>
  );
}
