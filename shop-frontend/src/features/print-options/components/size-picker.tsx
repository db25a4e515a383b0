import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, offeredSizes, printAdvice, recommendedSizeFor, type Orientation } from '@petart/domain';
import type { SessionDto } from '../../../api/enhanced-api';
import { PrintAdviceLine } from '../../../components/print-advice';
import { sizeGroups } from '../print-options-rules';

/**
 * The sizes offered for the artwork, grouped by tier, each with its price and the size advice of domain/ (effective
 * DPI and verdict). 'Recommended' marks the one size {@link recommendedSizeFor} picks, never a low-resolution one; a
 * size the artwork is too small for is disabled and says why.
 */
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
  const recommended = recommendedSizeFor(offeredSizes(type, orientation), orientation, artwork)?.value;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Choose a size
      </Typography>
      <Stack spacing={2} role="radiogroup" aria-label="Print size">
        {sizeGroups(type, orientation).map((group) => (
          <Box key={group.tier}>
            <Typography
              variant="subtitle2"
              sx={{
                color: 'text.secondary',
                mb: 1,
              }}
            >
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
                const advice = printAdvice(artwork, s);
                const blocked = advice?.orderable === false;
                const adviceId = `size-advice-${s.value}`;
                return (
                  <Card
                    key={s.value}
                    variant="outlined"
                    sx={{
                      borderWidth: 2,
                      borderColor: active ? 'primary.main' : 'divider',
                      bgcolor: blocked ? 'action.hover' : undefined,
                    }}
                  >
                    <CardActionArea
                      role="radio"
                      aria-checked={active}
                      aria-label={s.label}
                      aria-describedby={advice ? adviceId : undefined}
                      disabled={disabled || blocked}
                      onClick={() => onChoose(s.value)}
                      sx={{ p: 1.5 }}
                    >
                      <Typography sx={{ fontWeight: 600 }}>{s.label}</Typography>
                      <Typography
                        variant="body2"
                        sx={{
                          color: 'text.secondary',
                        }}
                      >
                        {s.widthCm} x {s.heightCm} cm
                      </Typography>
                      <Typography variant="body2">{formatMoney(s.priceCents)}</Typography>
                      {s.value === recommended ? (
                        <Chip size="small" color="success" label="Recommended" sx={{ mt: 0.5 }} />
                      ) : null}
                      {advice ? (
                        <Box sx={{ mt: 0.5 }}>
                          <PrintAdviceLine advice={advice} id={adviceId} testId={`dpi-${s.value}`} />
                        </Box>
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
