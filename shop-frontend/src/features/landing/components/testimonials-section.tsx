import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

const TESTIMONIALS = [
  {
    name: 'Sarah M.',
    pet: 'Biscuit, golden retriever',
    quote: 'The watercolor portrait of Biscuit is hanging in our living room. Everyone asks where we got it!',
  },
  {
    name: 'James T.',
    pet: 'Luna, tabby cat',
    quote:
      'I tried three styles before choosing. The canvas arrived beautifully packed and the colours are stunning.',
  },
  {
    name: 'Priya K.',
    pet: 'Max, beagle',
    quote: 'Ordered it as a birthday gift for my mum. She cried happy tears. Worth every penny.',
  },
] as const;

/** Three testimonials (product.md P12). */
export function TestimonialsSection() {
  return (
    <Box
      component="section"
      aria-labelledby="testimonials-heading"
      sx={{ py: { xs: 6, md: 10 }, bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Typography id="testimonials-heading" variant="h2" sx={{ textAlign: 'center', mb: 5 }}>
          Loved by Pet Owners
        </Typography>
        <Grid container spacing={3}>
          {TESTIMONIALS.map((t) => (
            <Grid key={t.name} size={{ xs: 12, md: 4 }}>
              <Card component="figure" sx={{ height: '100%', m: 0 }} data-testid="testimonial">
                <CardContent>
                  <FormatQuoteIcon color="primary" aria-hidden />
                  <Rating value={5} readOnly size="small" sx={{ display: 'flex', mb: 1 }} />
                  <Typography component="blockquote" sx={{ m: 0, mb: 2 }}>
                    {t.quote}
                  </Typography>
                  <Typography component="figcaption" sx={{ fontWeight: 700 }}>
                    {t.name}
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{
                        color: 'text.secondary',
                        display: 'block',
                      }}
                    >
                      {t.pet}
                    </Typography>
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
