import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

export interface BeforeAfterSliderProps {
  beforeSrc: string;
  afterSrc: string;
  beforeAlt: string;
  afterAlt: string;
}

/**
 * Original vs AI art comparison (product.md P12 about section): the AI image is clipped to the left of the handle.
 * The handle is an MUI Slider, so it works with touch, mouse and the keyboard (arrow keys) and is announced.
 */
export function BeforeAfterSlider({ beforeSrc, afterSrc, beforeAlt, afterAlt }: BeforeAfterSliderProps) {
  const [position, setPosition] = useState(50);
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
    <Box>
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
            clipPath: `inset(0 ${100 - position}% 0 0)`,
          }}
        />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: `${position}%`,
            width: 3,
            ml: '-1.5px',
            bgcolor: 'common.white',
            boxShadow: 2,
          }}
        />
        {label('AI Art', 'left')}
        {label('Original', 'right')}
      </Box>
      <Slider
        value={position}
        onChange={(_, value: number | number[]) =>
          setPosition(Array.isArray(value) ? (value[0] ?? 50) : value)
        }
        aria-label="Compare original and AI art"
        sx={{ mt: 1 }}
      />
    </Box>
  );
}
