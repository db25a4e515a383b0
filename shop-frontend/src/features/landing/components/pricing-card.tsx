import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PricingCardModel } from '../hooks/use-pricing-cards';

export function PricingCard({ card }: { card: PricingCardModel }) {
  const headingId = `pricing-${card.value}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{
        height: '100%',
        position: 'relative',
        borderColor: card.popular ? 'primary.main' : undefined,
        borderWidth: card.popular ? 2 : 1,
        // Coming soon: a dashed border and the page colour instead of opacity, which took its text below 4.5:1.
        borderStyle: card.comingSoon ? 'dashed' : undefined,
        bgcolor: card.comingSoon ? 'background.default' : undefined,
      }}
    >
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography id={headingId} variant="h4" component="h3">
            {card.label}
          </Typography>
          {card.popular ? <Chip label="Popular" color="primary" size="small" /> : null}
          {card.comingSoon ? (
            <Chip label="Coming Soon" color="secondary" variant="outlined" size="small" />
          ) : null}
        </Stack>
        <Typography
          sx={{
            color: 'text.secondary',
            minHeight: { md: 48 },
          }}
        >
          {card.description}
        </Typography>
        <Typography variant="h5" component="p" color="primary" sx={{ mt: 2 }}>
          {card.startingAt}
        </Typography>
        <Divider sx={{ my: 2 }} />
        <List dense disablePadding aria-label={`${card.label} sizes`}>
          {card.sizes.map((size) => (
            <ListItem key={size.value} disableGutters secondaryAction={<Typography>{size.price}</Typography>}>
              <ListItemText primary={size.label} secondary={size.tier} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

export function PricingCardSkeleton() {
  return (
    <Card aria-hidden sx={{ height: '100%' }}>
      <CardContent>
        <Skeleton variant="text" width="50%" height={36} />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
        <Skeleton variant="text" width="60%" height={32} sx={{ mt: 2 }} />
        <Skeleton variant="rectangular" height={140} sx={{ mt: 2, borderRadius: 2 }} />
      </CardContent>
    </Card>
  );
}
