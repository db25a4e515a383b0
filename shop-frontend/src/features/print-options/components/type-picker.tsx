import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMING_SOON_LABEL, formatMoney, startingPriceCents } from '@petart/domain';
import { SELECTABLE_TYPES } from '../print-options-rules';

/** The product type cards (radio group); coming-soon types are disabled. */
export function TypePicker({
  type,
  disabled,
  onChoose,
}: {
  type: string;
  disabled: boolean;
  onChoose: (type: string) => void;
}) {
  return (
    <Box
      role="radiogroup"
      aria-label="Product type"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 3 }}
    >
      {SELECTABLE_TYPES.map((t) => {
        const active = t.value === type;
        return (
          <Card
            key={t.value}
            variant="outlined"
            sx={{
              borderWidth: 2,
              borderColor: active ? 'primary.main' : 'divider',
              opacity: t.comingSoon ? 0.6 : 1,
            }}
          >
            <CardActionArea
              role="radio"
              aria-checked={active}
              aria-label={t.label}
              disabled={t.comingSoon || disabled}
              onClick={() => onChoose(t.value)}
              sx={{
                p: 2,
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'flex-start',
              }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="h6" component="span">
                  {t.label}
                </Typography>
                {t.popular ? <Chip size="small" color="secondary" label="Popular" /> : null}
                {t.comingSoon ? <Chip size="small" label={COMING_SOON_LABEL} /> : null}
              </Stack>
              <Typography
                variant="body2"
                sx={{
                  color: 'text.secondary',
                }}
              >
                Starting at {formatMoney(startingPriceCents(t.value))}
              </Typography>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
