import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { ArtworkImage, resolveApiUrl } from '../../../components/artwork';
import { env } from '../../../config/env';
import type { ArtStyleDto as ArtStyle } from '../../../api/enhanced-api';
import { FALLBACK_STYLE_IMAGE } from '../style-rules';

export interface StyleCardProps {
  style: ArtStyle;
  selected: boolean;
  disabled: boolean;
  /** First cards load eagerly with high priority, the rest lazily (product.md P14). */
  eager: boolean;
  onSelect: () => void;
}

export function StyleCard({ style, selected, disabled, eager, onSelect }: StyleCardProps) {
  const src = resolveApiUrl(style.imageUrl || FALLBACK_STYLE_IMAGE, env.apiBaseUrl);
  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        borderWidth: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        opacity: disabled && !selected ? 0.6 : 1,
      }}
    >
      <CardActionArea
        onClick={onSelect}
        disabled={disabled}
        aria-pressed={selected}
        aria-label={style.name}
        data-testid="style-card"
      >
        <ArtworkImage
          src={src}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          sx={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', display: 'block' }}
        />
        <Typography sx={{ p: 1.5, fontWeight: 600, textAlign: 'center' }} variant="body2">
          {style.name}
        </Typography>
        {selected ? (
          <CheckCircleIcon
            color="primary"
            sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'background.paper', borderRadius: '50%' }}
          />
        ) : null}
      </CardActionArea>
    </Card>
  );
}
