import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NameOnPrint } from '@petart/domain';
import { useEffect, useState } from 'react';
import { useGenerateMockupsMutation } from '../../api/enhanced-api';
import { ArtworkImage, resolveApiUrl } from '../artwork';
import { env } from '../../config/env';
import { NAME_TEXTS } from './name-on-print-texts';

/** The preview is drawn again this long after the last keystroke (the server renders it). */
export const NAME_PREVIEW_DEBOUNCE_MS = 600;

/** `value` once it has stopped changing for `ms` (compared by its JSON, so equal objects do not restart it). */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  // Wrapped, so an undefined value survives the round trip (it reads back as a missing `v`).
  const json = JSON.stringify({ v: value });
  useEffect(() => {
    const timer = setTimeout(() => setSettled((JSON.parse(json) as { v: T }).v), ms);
    return () => clearTimeout(timer);
  }, [json, ms]);
  return settled;
}

/**
 * The print's front view with the name, drawn by the server's renderer (the one the print file is made with) once
 * typing pauses, for a form that has no mockups beside it (a paid order's "Edit Name"). `name` is the checked name,
 * null while it cannot be printed: the picture then keeps the last printable name, as the preview screen does.
 * `cropPosition` is a proof order line's own crop (D-300), drawn as the print file will cut it.
 */
export function NamePreview({
  imageUrl,
  printType,
  printSize,
  name,
  cropPosition = null,
}: {
  imageUrl: string | null | undefined;
  printType: string;
  printSize: string;
  name: NameOnPrint | null;
  cropPosition?: number | null;
}) {
  const settled = useSettled(name, NAME_PREVIEW_DEBOUNCE_MS);
  const [generate] = useGenerateMockupsMutation();
  const [drawn, setDrawn] = useState<{ src: string | null; failed: boolean } | null>(null);
  const key = settled ? JSON.stringify(settled) : null;

  useEffect(() => {
    if (!imageUrl || !key) return undefined;
    let cancelled = false;
    const request = generate({
      generateMockupsDto: {
        imageUrl,
        printType,
        printSize,
        personalisation: JSON.parse(key) as NameOnPrint,
        ...(cropPosition === null ? {} : { cropPosition }),
      },
    });
    request.unwrap().then(
      (data) => {
        if (cancelled) return;
        const front = data.mockups.find((m) => m.view === 'front') ?? data.mockups[0];
        setDrawn({ src: front?.src ?? null, failed: !front });
      },
      () => {
        if (!cancelled) setDrawn((previous) => ({ src: previous?.src ?? null, failed: true }));
      },
    );
    return () => {
      cancelled = true;
      request.abort();
    };
  }, [generate, imageUrl, printType, printSize, key, cropPosition]);

  if (!imageUrl) return null;
  return (
    <Box
      component="figure"
      aria-label={NAME_TEXTS.previewLabel}
      sx={{ m: 0, textAlign: 'center' }}
      data-testid="name-preview"
    >
      {drawn?.src ? (
        <ArtworkImage
          src={resolveApiUrl(drawn.src, env.apiBaseUrl)}
          alt={NAME_TEXTS.previewLabel}
          sx={{ maxWidth: '100%', maxHeight: 280, objectFit: 'contain', display: 'block', mx: 'auto' }}
          data-testid="name-preview-image"
        />
      ) : drawn?.failed ? null : (
        <Stack role="status" spacing={1} sx={{ alignItems: 'center', py: 3 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
            }}
          >
            {NAME_TEXTS.previewLoading}
          </Typography>
        </Stack>
      )}
      {drawn?.failed ? (
        <Typography
          variant="body2"
          component="figcaption"
          sx={{
            color: 'text.secondary',
          }}
        >
          {NAME_TEXTS.previewFailed}
        </Typography>
      ) : null}
    </Box>
  );
}
