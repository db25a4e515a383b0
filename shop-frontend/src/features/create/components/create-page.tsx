import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FAILURE_TEXTS, MAX_PETS, type PhotoWarning } from '@petart/domain';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import { session } from '../../../api/empty-api';
import { useGetPersonalisationOptionsQuery } from '../../../api/enhanced-api';
import { useAuth } from '../../../auth';
import { CreationProgress } from '../../../components/progress';
import { useToast } from '../../../components/toast';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { readStoredSession, rememberSession } from '../stored-session';
import { checkUploadFile, isHeifFile, uploadImageWithRefresh, UploadError } from '../upload-image';
import { type ChosenPet, ExtraPets } from './extra-pets';
import { PhotoTips } from './photo-tips';
import { PhotoWarningsDialog } from './photo-warnings-dialog';
import { UploadDropzone } from './upload-dropzone';

/** product.md P9: upload failure toasts last 3 s. */
export const UPLOAD_TOAST_MS = 3000;

/**
 * A refusal of the photo itself (400: not an image, damaged, too small or too large in pixels; 413: over 10 MB),
 * which sending it again cannot change, unlike a busy server, a rate limit or a lost connection.
 */
function isRefusal(error: unknown): boolean {
  return error instanceof UploadError && (error.status === 400 || error.status === 413);
}

function failureText(error: unknown): { title: string; description: string } {
  const body = error instanceof UploadError ? error.body : undefined;
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const title =
    typeof record.error === 'string' && record.error.trim() ? record.error : FAILURE_TEXTS.uploadFailedTitle;
  const description =
    typeof record.message === 'string' && record.message.trim()
      ? record.message
      : FAILURE_TEXTS.uploadFailedMessage;
  return { title, description };
}

/** /app/create, step 1 (product.md P12 Upload). */
export function CreatePage() {
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [percent, setPercent] = useState(0);
  /** The other pets of a several-pets portrait, pet 2 onwards. */
  const [extras, setExtras] = useState<ChosenPet[]>([]);
  /** The uploaded photo's session and warnings while the customer decides (continue, or pick another photo). */
  const [checked, setChecked] = useState<{ sessionId: string; warnings: PhotoWarning[] } | null>(null);
  /** Why the last photo was refused (by the server or the checks here; it is not chosen), until another is chosen. */
  const [refused, setRefused] = useState<{ title: string; description: string } | null>(null);
  const options = useGetPersonalisationOptionsQuery();
  const { token } = useAuth();
  const store = useStore();
  const { toast } = useToast();
  const navigate = useNavigate();
  const abort = useRef<AbortController | null>(null);
  /** The photo chosen last (a HEIC preview that decodes late must not replace a newer choice). */
  const chosen = useRef<File | null>(null);

  useEffect(() => {
    // Drops a stored session older than 24 h, so the progress bar never links to an expired one.
    readStoredSession();
    return () => abort.current?.abort();
  }, []);

  useEffect(() => {
    if (!previewUrl) return undefined;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const extraUrls = useRef<string[]>([]);
  useEffect(() => () => extraUrls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  /**
   * The client-side check (size, type) with the server's words; false when the file cannot be sent. The reason stays on
   * the step after the toast, as for a photo the server refuses.
   */
  const acceptable = (next: File): boolean => {
    const problem = checkUploadFile(next);
    if (!problem) return true;
    toast({
      title: problem.title,
      description: problem.message,
      variant: 'destructive',
      duration: UPLOAD_TOAST_MS,
    });
    setRefused({ title: problem.title, description: problem.message });
    return false;
  };

  const addPet = (next: File) => {
    if (!acceptable(next)) return;
    setRefused(null);
    // A HEIC photo is named, not drawn, here (most browsers cannot draw it; the server converts it).
    const url = isHeifFile(next) ? null : URL.createObjectURL(next);
    if (url) extraUrls.current.push(url);
    setExtras((pets) => [...pets, { file: next, previewUrl: url }].slice(0, MAX_PETS - 1));
  };

  const removePet = (index: number) => {
    setExtras((pets) => pets.filter((_, i) => i !== index));
  };

  const choose = (next: File) => {
    if (!acceptable(next)) {
      // The refused photo replaces the one chosen before: Continue must not send the earlier photo in its place.
      chosen.current = null;
      setFile(null);
      setPreviewUrl(null);
      return;
    }
    setRefused(null);
    setFile(next);
    chosen.current = next;
    if (!isHeifFile(next)) {
      setPreviewUrl(URL.createObjectURL(next));
      return;
    }
    // Most browsers cannot draw HEIC (Safari can): the dropzone names the photo unless this one decodes here. Asking an
    // <img> to try instead made Chromium fetch the blob URL, which the shop's CSP (connect-src 'self') reports.
    setPreviewUrl(null);
    if (typeof createImageBitmap !== 'function') return;
    void createImageBitmap(next).then(
      (bitmap) => {
        bitmap.close();
        if (chosen.current === next) setPreviewUrl(URL.createObjectURL(next));
      },
      () => undefined,
    );
  };

  const goToStyle = (sessionId: string) => {
    rememberSession(sessionId);
    void navigate(paths.app.style(sessionId));
  };

  /** Back to an empty upload step: the warned photos' session is left unused (no generation was spent on it). */
  const chooseAnother = () => {
    setChecked(null);
    setUploading(false);
    chosen.current = null;
    setFile(null);
    setPreviewUrl(null);
    setExtras([]);
  };

  const submit = async () => {
    if (!file || uploading) return;
    setUploading(true);
    setPercent(0);
    const controller = new AbortController();
    abort.current = controller;
    // Every pet's photo, the first one starting the session; the progress runs over all their bytes.
    const files = [file, ...extras.map((pet) => pet.file)];
    const several = files.length > 1;
    const totalBytes = files.reduce((sum, f) => sum + f.size, 0) || 1;
    let sentBytes = 0;
    let pet = 1;
    const send = (photo: File, url: string) =>
      uploadImageWithRefresh(
        photo,
        {
          url,
          token,
          onProgress: (p) =>
            setPercent(Math.round(((sentBytes + (photo.size * p) / 100) / totalBytes) * 100)),
          signal: controller.signal,
        },
        (sentWith) => session.tokenAfterUnauthorized(store, sentWith),
      );
    const labelled = (warnings: PhotoWarning[]) =>
      several ? warnings.map((w) => ({ ...w, message: `Pet ${pet}: ${w.message}` })) : warnings;
    try {
      const first = await send(file, `${env.apiBaseUrl}/upload`);
      const warnings = labelled(first.warnings);
      for (const other of files.slice(1)) {
        sentBytes += files[pet - 1]?.size ?? 0;
        pet += 1;
        const added = await send(
          other,
          `${env.apiBaseUrl}/sessions/${encodeURIComponent(first.sessionId)}/pets`,
        );
        warnings.push(...labelled(added.warnings));
      }
      if (warnings.length > 0) {
        setChecked({ sessionId: first.sessionId, warnings });
        return;
      }
      goToStyle(first.sessionId);
    } catch (error) {
      if (controller.signal.aborted) return;
      setUploading(false);
      const text = failureText(error);
      const description = several ? `Pet ${pet}: ${text.description}` : text.description;
      toast({ ...text, description, variant: 'destructive', duration: UPLOAD_TOAST_MS });
      if (isRefusal(error)) {
        // The server will refuse this photo again as it is: it is no longer chosen (Continue waits for another one)
        // and the reason stays on the step after the toast has gone.
        setRefused({ title: text.title, description });
        if (pet === 1) {
          chosen.current = null;
          setFile(null);
          setPreviewUrl(null);
        } else {
          const refusedPet = pet;
          setExtras((pets) => pets.filter((_, i) => i !== refusedPet - 2));
        }
      }
    }
  };

  return (
    <>
      <CreationProgress current={1} />
      <Typography
        variant="h3"
        component="h1"
        sx={{ textAlign: 'center', mb: 3, fontSize: { xs: '2rem', md: '3rem' } }}
      >
        Let's Create Your Art
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          <UploadDropzone
            previewUrl={previewUrl}
            fileName={file?.name ?? null}
            disabled={uploading}
            onFile={choose}
          />
          {refused ? (
            <Alert severity="error" data-testid="upload-refused">
              <AlertTitle>{refused.title}</AlertTitle>
              {refused.description}
            </Alert>
          ) : null}
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              textAlign: 'center',
            }}
          >
            JPEG, PNG, HEIC, max 10MB
          </Typography>
          {file ? (
            <ExtraPets
              pets={extras}
              disabled={uploading}
              extraPetPriceCents={options.data?.extraPetPriceCents}
              onAdd={addPet}
              onRemove={removePet}
            />
          ) : null}
          {uploading ? (
            <Box>
              <LinearProgress variant="determinate" value={percent} aria-label="Upload progress" />
              <Typography
                variant="caption"
                sx={{
                  color: 'text.secondary',
                }}
              >
                Uploading... {percent}%
              </Typography>
            </Box>
          ) : null}
          <Button
            variant="contained"
            size="large"
            disabled={!file || uploading}
            onClick={() => void submit()}
          >
            {uploading ? 'Creating Your Art...' : 'Continue to Select Style'}
          </Button>
          {!file ? (
            <Typography
              variant="body2"
              sx={{
                color: 'text.secondary',
                textAlign: 'center',
              }}
            >
              Upload a photo to continue
            </Typography>
          ) : null}
        </Stack>
        <PhotoTips />
      </Box>
      <PhotoWarningsDialog
        warnings={checked?.warnings ?? []}
        onContinue={() => {
          if (checked) goToStyle(checked.sessionId);
        }}
        onChooseAnother={chooseAnother}
      />
    </>
  );
}
