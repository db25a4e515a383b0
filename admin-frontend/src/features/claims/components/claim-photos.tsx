import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useId, useState } from 'react';
import type { AdminClaimDto } from '../../../api/enhanced-api';
import { env } from '../../../config/env';

type Photo = AdminClaimDto['photos'][number];

/** A photo's signed URL ('/api/images/…') on the API's origin: the admin app runs on its own. */
export function photoSrc(url: string): string {
  return new URL(url, env.apiBaseUrl).href;
}

/** A claim's photos as thumbnails; each opens larger in a dialog. */
export function ClaimPhotos({ photos, label }: { photos: Photo[]; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const titleId = useId();
  if (photos.length === 0) return null;
  const shown = open === null ? undefined : photos[open];
  return (
    <>
      <Box
        component="ul"
        aria-label={label}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <ButtonBase
              onClick={() => setOpen(index)}
              aria-label={`Open photo ${index + 1} of ${photos.length}`}
              sx={{ borderRadius: 1, overflow: 'hidden' }}
            >
              <Box
                component="img"
                src={photoSrc(photo.url)}
                alt={`Photo ${index + 1}`}
                loading="lazy"
                sx={{ width: 88, height: 88, objectFit: 'cover', display: 'block' }}
              />
            </ButtonBase>
          </li>
        ))}
      </Box>
      <Dialog
        open={shown !== undefined}
        onClose={() => setOpen(null)}
        maxWidth="lg"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId} sx={{ pr: 6 }}>
          {open === null ? '' : `Photo ${open + 1} of ${photos.length}`}
          <IconButton
            aria-label="Close photo"
            onClick={() => setOpen(null)}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          {shown && (
            <Box
              component="img"
              src={photoSrc(shown.url)}
              alt={`Photo ${(open ?? 0) + 1}, ${shown.width} × ${shown.height} px`}
              sx={{ display: 'block', maxWidth: '100%', maxHeight: '80vh', mx: 'auto' }}
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
