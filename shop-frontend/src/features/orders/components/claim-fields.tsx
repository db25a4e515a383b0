import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type Ref } from 'react';
import type { ClaimPhotoDto } from '../../../api/enhanced-api';
import { resolveApiUrl } from '../../../components/artwork';
import { env } from '../../../config/env';
import { CLAIM_PHOTO_ACCEPT, MAX_CLAIM_PHOTOS, MAX_CLAIM_TEXT } from '../claim-form';
import { CLAIM_TEXT } from '../claims-texts';

const THUMB = 72;
const thumbBox = {
  width: THUMB,
  height: THUMB,
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  display: 'block',
  overflow: 'hidden',
} as const;

/**
 * A small preview of a chosen photo as a data URL, drawn from the decoded image (createImageBitmap), or null when the
 * browser cannot decode it (HEIC on most systems) or has no canvas. Data, not object URLs: the shop's Content Security
 * Policy allows `data:` images, and nothing is fetched.
 */
async function thumbnailOf(file: File): Promise<string | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, (THUMB * 2) / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.8);
  } catch {
    return null;
  }
}

/** The previews of the chosen files, made once per file. */
function useThumbnails(files: readonly File[]): ReadonlyMap<File, string | null> {
  const [thumbs, setThumbs] = useState<ReadonlyMap<File, string | null>>(new Map());
  useEffect(() => {
    let live = true;
    for (const file of files) {
      if (thumbs.has(file)) continue;
      void thumbnailOf(file).then((url) => {
        if (live) setThumbs((current) => new Map(current).set(file, url));
      });
    }
    return () => {
      live = false;
    };
  }, [files, thumbs]);
  return thumbs;
}

/**
 * The photos of a report or an answer: an "Add photos" button (a file input for JPEG, PNG and WebP, several at once),
 * the chosen photos as thumbnails with a remove button each, and the count. The form checks them before sending; the
 * server checks every photo again (real images only).
 */
export function PhotoPicker({
  files,
  onChange,
  legend,
  help,
  error,
  buttonRef,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  legend: string;
  help: string;
  error?: string;
  buttonRef?: Ref<HTMLLabelElement>;
}) {
  const id = useId();
  const thumbs = useThumbnails(files);
  const full = files.length >= MAX_CLAIM_PHOTOS;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby={`${id}-help`}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {legend}
      </Typography>
      <FormHelperText id={`${id}-help`} sx={{ mt: 0, mb: 1 }}>
        {help}
      </FormHelperText>
      {files.length > 0 ? (
        <Stack
          component="ul"
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mb: 1 }}
        >
          {files.map((file, index) => (
            <Box component="li" key={`${file.name}-${index}`} sx={{ position: 'relative' }}>
              {thumbs.get(file) ? (
                <Box
                  component="img"
                  src={thumbs.get(file) ?? undefined}
                  alt={CLAIM_TEXT.selectedPhoto(index + 1)}
                  sx={{ ...thumbBox, objectFit: 'cover' }}
                />
              ) : (
                // Not decoded here (yet, or at all): the file's name stands in for its picture.
                <Box
                  role="img"
                  aria-label={CLAIM_TEXT.selectedPhoto(index + 1)}
                  sx={{ ...thumbBox, display: 'grid', placeItems: 'center', p: 0.5, bgcolor: 'action.hover' }}
                >
                  <Typography
                    variant="caption"
                    sx={{ overflowWrap: 'anywhere', lineHeight: 1.1 }}
                    aria-hidden
                  >
                    {file.name}
                  </Typography>
                </Box>
              )}
              <IconButton
                size="small"
                aria-label={CLAIM_TEXT.removePhoto(index + 1)}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                sx={{
                  position: 'absolute',
                  top: -10,
                  right: -10,
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Stack>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          component="label"
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          disabled={full}
          ref={buttonRef}
          onKeyDown={(event) => {
            // A label is not a button for the keyboard: Enter and Space open the file chooser.
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              event.currentTarget.querySelector('input')?.click();
            }
          }}
        >
          {CLAIM_TEXT.addPhotos}
          <input
            hidden
            type="file"
            multiple
            accept={CLAIM_PHOTO_ACCEPT}
            data-testid="photo-input"
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              // The same file may be chosen again after it was removed.
              event.target.value = '';
              if (chosen.length > 0) onChange([...files, ...chosen]);
            }}
          />
        </Button>
        <Typography
          variant="body2"
          aria-live="polite"
          sx={{
            color: 'text.secondary',
          }}
        >
          {CLAIM_TEXT.photoCount(files.length, MAX_CLAIM_PHOTOS)}
        </Typography>
      </Stack>
      {error ? (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

/** Photos the server has (a report's or a message's) as thumbnails; each opens larger in a dialog. */
export function PhotoThumbnails({ photos }: { photos: readonly ClaimPhotoDto[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const titleId = useId();
  if (photos.length === 0) return null;
  const count = photos.length;
  const shown = open === null ? undefined : photos[open];
  return (
    <>
      <Stack
        component="ul"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
      >
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <ButtonBase
              aria-label={CLAIM_TEXT.openPhoto(index + 1, count)}
              onClick={() => setOpen(index)}
              sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
            >
              <Box
                component="img"
                src={resolveApiUrl(photo.url, env.apiBaseUrl)}
                alt={CLAIM_TEXT.photoAlt(index + 1, count)}
                sx={{ width: THUMB, height: THUMB, objectFit: 'cover', display: 'block' }}
              />
            </ButtonBase>
          </li>
        ))}
      </Stack>
      <Dialog
        open={shown !== undefined}
        onClose={() => setOpen(null)}
        maxWidth="md"
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          {open === null ? '' : CLAIM_TEXT.photoAlt(open + 1, count)}
          <IconButton
            aria-label={CLAIM_TEXT.closePhoto}
            onClick={() => setOpen(null)}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          {shown ? (
            <Box
              component="img"
              src={resolveApiUrl(shown.url, env.apiBaseUrl)}
              alt={CLAIM_TEXT.photoAlt((open ?? 0) + 1, count)}
              sx={{ maxWidth: '100%', maxHeight: '75vh', display: 'block', mx: 'auto' }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The text of a report or an answer: required, several lines, at most the server's length; its error below it. */
export function ClaimTextField({
  label,
  value,
  onChange,
  error,
  help,
  minRows,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  help?: string;
  minRows: number;
  inputRef: Ref<HTMLTextAreaElement>;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      multiline
      minRows={minRows}
      inputRef={inputRef}
      error={Boolean(error)}
      helperText={error ?? help}
      slotProps={{ htmlInput: { maxLength: MAX_CLAIM_TEXT } }}
    />
  );
}
