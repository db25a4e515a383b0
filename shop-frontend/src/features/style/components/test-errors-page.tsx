import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERROR_CATALOGUE, ERROR_TYPES, type ErrorType } from '@petart/domain';
import { useState } from 'react';
import { APP_ERROR_TEXT, ErrorScreen, NotFoundPage } from '@petart/web-shared/errors';
import { GenerationErrorDialog, type GenerationFailure } from './generation-error-dialog';

/** The generation failures a customer can meet, as the style step answers them (product.md P9). */
const GENERATION_FAILURES: GenerationFailure[] = [
  { type: 'SAFETY_SYSTEM_REJECTION', message: ERROR_CATALOGUE.SAFETY_SYSTEM_REJECTION.message, status: 422 },
  { type: 'QUOTA_EXCEEDED', message: ERROR_CATALOGUE.QUOTA_EXCEEDED.message, status: 503 },
  { type: 'RATE_LIMIT', message: ERROR_CATALOGUE.RATE_LIMIT.message, status: 429 },
  { type: 'SERVER_ERROR', message: ERROR_CATALOGUE.SERVER_ERROR.message, status: 502 },
  { type: 'TEST_ERROR', message: ERROR_CATALOGUE.TEST_ERROR.message, status: 500 },
  { type: 'UNKNOWN_ERROR', message: ERROR_CATALOGUE.UNKNOWN_ERROR.message, status: 500 },
];

const SCREENS: Record<
  'generic' | 'updating' | 'startup',
  { label: string; title: string; message?: string }
> = {
  generic: {
    label: 'Route error',
    title: APP_ERROR_TEXT.genericTitle,
    message: APP_ERROR_TEXT.genericMessage,
  },
  updating: { label: 'Render failure / stale chunk', title: APP_ERROR_TEXT.updatingMessage },
  startup: {
    label: 'Start-up failure',
    title: APP_ERROR_TEXT.startupTitle,
    message: APP_ERROR_TEXT.startupMessage,
  },
};
type ScreenKey = keyof typeof SCREENS | 'not-found';

/**
 * /app/test-errors (administrators): every generation error dialog and every error screen of the catalogue, to
 * review texts and buttons without breaking anything; plus the error catalogue itself.
 */
export function TestErrorsPage() {
  const [failure, setFailure] = useState<GenerationFailure | null>(null);
  const [screen, setScreen] = useState<ScreenKey | null>(null);
  const close = () => setFailure(null);

  return (
    <Stack spacing={3} component="main" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1">
        Test Errors
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="dialogs-title">
        <Typography id="dialogs-title" variant="h6" component="h2" gutterBottom>
          Generation error dialogs
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {GENERATION_FAILURES.map((f) => (
            <Button key={f.type} variant="outlined" onClick={() => setFailure(f)}>
              {f.type}
            </Button>
          ))}
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="screens-title">
        <Typography id="screens-title" variant="h6" component="h2" gutterBottom>
          Error screens
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {(Object.keys(SCREENS) as (keyof typeof SCREENS)[]).map((key) => (
            <Button key={key} variant="outlined" onClick={() => setScreen(key)}>
              {SCREENS[key].label}
            </Button>
          ))}
          <Button variant="outlined" onClick={() => setScreen('not-found')}>
            Page not found
          </Button>
          {screen ? <Button onClick={() => setScreen(null)}>Hide preview</Button> : null}
        </Stack>
        {screen ? (
          <Box
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
            aria-label="Preview"
          >
            {screen === 'not-found' ? (
              <NotFoundPage />
            ) : (
              <ErrorScreen title={SCREENS[screen].title} message={SCREENS[screen].message} />
            )}
          </Box>
        ) : null}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="catalogue-title">
        <Typography id="catalogue-title" variant="h6" component="h2" gutterBottom>
          Error catalogue
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          {ERROR_TYPES.map((type: ErrorType) => (
            <Box key={type} sx={{ mb: 1 }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {type}: {ERROR_CATALOGUE[type].title}
              </Typography>
              <Typography
                component="dd"
                sx={{
                  color: 'text.secondary',
                  m: 0,
                }}
              >
                {ERROR_CATALOGUE[type].message}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <GenerationErrorDialog failure={failure} onGoBack={close} onRetry={close} onUploadDifferent={close} />
    </Stack>
  );
}
