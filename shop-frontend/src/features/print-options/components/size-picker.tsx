import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, type Orientation } from '@petart/domain';
import type { SessionDto } from '../../../api/enhanced-api';
import { effectiveDpi, MIN_GOOD_DPI, PRINT_OPTIONS_TEXTS, sizeGroups } from '../print-options-rules';

/** The sizes offered for the artwork, grouped by tier, each with its price and effective DPI. */
export function SizePicker({
  type,
  orientation,
  artwork,
  selected,
  disabled,
  onChoose,
}: {
  type: string;
  orientation: Orientation;
  artwork: SessionDto['artwork'];
  selected: string | undefined;
  disabled: boolean;
  onChoose: (size: string) => void;
}) {
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Choose a size
      </Typography>
      <Stack spacing={2} role="radiogroup" aria-label="Print size">
        {sizeGroups(type, orientation).map((group) => (
          <Box key={group.tier}>
            <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
              {group.tier}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
              }}
            >
              {group.sizes.map((s) => {
                const active = s.value === selected;
                const dpi = effectiveDpi(artwork, s);
                return (
                  <Card
                    key={s.value}
                    variant="outlined"
                    sx={{ borderWidth: 2, borderColor: active ? 'primary.main' : 'divider' }}
                  >
                    <CardActionArea
                      role="radio"
                      aria-checked={active}
                      aria-label={s.label}
                      disabled={disabled}
                      onClick={() => onChoose(s.value)}
                      sx={{ p: 1.5 }}
                    >
                      <Typography sx={{ fontWeight: 600 }}>{s.label}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {s.widthCm} x {s.heightCm} cm
                      </Typography>
                      <Typography variant="body2">{formatMoney(s.priceCents)}</Typography>
                      {s.recommended ? (
                        <Chip size="small" color="success" label="Recommended" sx={{ mt: 0.5 }} />
                      ) : null}
                      {dpi !== null ? (
                        <Typography
                          variant="caption"
                          sx={{ display: 'block', mt: 0.5 }}
                          color={dpi < MIN_GOOD_DPI ? 'warning.dark' : 'text.secondary'}
                          data-testid={`dpi-${s.value}`}
                        >
                          {dpi} DPI{dpi < MIN_GOOD_DPI ? ` · ${PRINT_OPTIONS_TEXTS.lowDpi}` : ''}
                        </Typography>
                      ) : null}
                    </CardActionArea>
                  </Card>
                );
              })}
            </Box>
          </Box>
        ))}
      </Stack>
    </>
  );
}
