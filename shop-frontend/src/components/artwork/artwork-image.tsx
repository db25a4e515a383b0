import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';

/** product.md P9: text shown when an image cannot be loaded at all. */
export const IMAGE_UNAVAILABLE = 'Image unavailable';

/** '.webp' (before any query string) replaced by '.jpg'; undefined when the URL is not a .webp. */
export function jpgFallbackOf(src: string): string | undefined {
  const match = /\.webp(?=($|[?#]))/i.exec(src);
  if (!match) return undefined;
  return `${src.slice(0, match.index)}.jpg${src.slice(match.index + match[0].length)}`;
}

export interface ArtworkImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string;
  alt: string;
  sx?: SxProps<Theme>;
}

/**
 * An <img> that retries a failed .webp as .jpg and then shows 'Image unavailable' (product.md P9). Keyed by src, so a
 * new src starts over.
 */
export function ArtworkImage(props: ArtworkImageProps) {
  return <ArtworkImageAttempts key={props.src} {...props} />;
}

function ArtworkImageAttempts({ src, alt, sx, onError, ...rest }: ArtworkImageProps) {
  const [current, setCurrent] = useState(src);
  const [failed, setFailed] = useState(false);

  if (failed) {
    return (
      <Box sx={sx}>
        <Box
          role="img"
          aria-label={alt}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            bgcolor: 'action.hover',
            color: 'text.secondary',
            minHeight: 120,
            width: '100%',
            height: '100%',
          }}
        >
          <BrokenImageIcon aria-hidden />
          <Typography variant="body2">{IMAGE_UNAVAILABLE}</Typography>
        </Box>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={current}
      alt={alt}
      sx={sx}
      onError={(event: SyntheticEvent<HTMLImageElement>) => {
        const jpg = current === src ? jpgFallbackOf(src) : undefined;
        if (jpg) setCurrent(jpg);
        else setFailed(true);
        onError?.(event);
      }}
      {...rest}
    />
  );
}
