import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SiteFooter, SiteHeader } from '../../../components/layout';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { PricingSection } from './pricing-section';

/** Landing page '/' (spec 1 §2). About, testimonials, FAQ and the final call to action come in a later issue. */
export function LandingPage() {
  const { hash } = useLocation();

  // Header links from other pages arrive as '/#pricing': scroll once the section is rendered.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SiteHeader />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <HeroSection />
        <HowItWorksSection />
        <PricingSection />
      </Box>
      <SiteFooter />
    </Box>
  );
}
