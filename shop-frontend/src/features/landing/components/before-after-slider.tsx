import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BEFORE_AFTER_INPUT } from '../before-after';

export interface BeforeAfterSliderProps {
  beforeSrc: string;
  afterSrc: string;
  beforeAlt: string;
  afterAlt: string;
}

/**
 * Original vs AI art comparison (product.md P12 about section): the AI image is clipped to the left of the handle.
 * The handle is a native range input, so it works with touch, mouse and the keyboard (arrow keys) and is announced,
 * in the prerendered page too: the frame follows it through a CSS variable set by one listener the entry installs
 * (../before-after.ts), before and after the app has loaded. Uncontrolled: React never resets a position the
 * visitor chose before the app took the page over.
 */
export function BeforeAfterSlider({ beforeSrc, afterSrc, beforeAlt, afterAlt }: BeforeAfterSliderProps) {
  const label = (text: string, side: 'left' | 'right') => (
    <Typography
      variant="caption"
      sx={{
        position: 'absolute',
        top: 12,
        [side]: 12,
        px: 1,
        py: 0.5,
        borderRadius: 1,
        bgcolor: 'rgba(0,0,0,0.55)',
        color: 'common.white',
        fontWeight: 700,
      }}
    >
      {text}
    </Typography>
  );

  return (
    <Box data-before-after-frame="" sx={{ '--before-after': '50%' }}>
      <Box
        sx={{ position: 'relative', aspectRatio: '3 / 2', borderRadius: 3, overflow: 'hidden', boxShadow: 3 }}
      >
        <Box
          component="img"
          src={beforeSrc}
          alt={beforeAlt}
          loading="lazy"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
        <Box
          component="img"
          src={afterSrc}
          alt={afterAlt}
          loading="lazy"
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            clipPath: 'inset(0 calc(100% - var(--before-after)) 0 0)',
          }}
        />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: 'var(--before-after)',
            width: 3,
            ml: '-1.5px',
            bgcolor: 'common.white',
            boxShadow: 2,
          }}
        />
        {label('AI Art', 'left')}
        {label('Original', 'right')}
      </Box>
      <Box
        component="input"
        type="range"
        min={0}
        max={100}
        defaultValue={50}
        {...{ [BEFORE_AFTER_INPUT]: '' }}
        aria-label="Compare original and AI art"
        sx={{
          display: 'block',
          width: '100%',
          height: 44,
          mt: 1,
          mx: 0,
          accentColor: (theme) => theme.palette.primary.main,
          cursor: 'pointer',
          touchAction: 'pan-y',
        }}
      />
    </Box>
  );
}
