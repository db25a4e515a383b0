import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SiteFooter, SiteHeader } from '../../../components/layout';
import { useIsSignedIn } from '../../../auth';
import { AboutSection } from './about-section';
import { FaqSection } from './faq-section';
import { FinalCtaSection } from './final-cta-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';
import { TestimonialsSection } from './testimonials-section';

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
      <SiteHeader signedIn={isAuthenticated} />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <HeroSection signedIn={isAuthenticated} />
        <HowItWorksSection />
        <PricingSection />
        <AboutSection />
        <TestimonialsSection />
        <FaqSection />
        <FinalCtaSection />
      </Box>
      <SiteFooter />
    </Box>
  );
}
