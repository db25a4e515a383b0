import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { usePricingCards } from '../hooks/use-pricing-cards';
import { PricingCard, PricingCardSkeleton } from './pricing-card';

const SKELETON_COUNT = 3;

/** Pricing cards rendered from the live catalogue (GET /api/catalogue). */
export function PricingSection() {
  const { cards, isLoading, isRetrying, errorMessage, retry } = usePricingCards();

  return (
    <Box component="section" id="pricing" aria-labelledby="pricing-heading" sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Typography id="pricing-heading" variant="h2" sx={{ textAlign: 'center', mb: 1 }}>
          Simple, Transparent Pricing
        </Typography>
        <Typography
          sx={{
            color: 'text.secondary',
            textAlign: 'center',
            mb: 5,
          }}
        >
          Prices are estimates; shipping and taxes are calculated at checkout. One-time payment.
        </Typography>

        {errorMessage ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry} disabled={isRetrying}>
                {isRetrying ? 'Retrying...' : 'Retry'}
              </Button>
            }
          >
            We couldn't load our prices. {errorMessage}
          </Alert>
        ) : (
          <Grid container spacing={3} aria-busy={isLoading}>
            {isLoading
              ? Array.from({ length: SKELETON_COUNT }, (_, index) => (
                  <Grid key={index} size={{ xs: 12, md: 4 }} data-testid="pricing-skeleton">
                    <PricingCardSkeleton />
                  </Grid>
                ))
              : cards.map((card) => (
                  <Grid key={card.value} size={{ xs: 12, md: 4 }}>
                    <PricingCard card={card} />
                  </Grid>
                ))}
          </Grid>
        )}
      </Container>
    </Box>
  );
}
