import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { findArtStyle } from '@petart/domain';
import { describeApiError, errorResponse } from '@petart/web-shared/api-error';
import { useGetArtStylesQuery, useGetSessionQuery } from '../../../api/enhanced-api';
import { JourneyMessage, LeavePrompt } from '../../../components/artwork';
import { CreationProgress } from '../../../components/progress';
import { ReviewsShowcase } from '../../../components/reviews';
import { clampPrompt, PromptField } from '../../../components/prompt';
import { paths } from '../../../config/paths';
import { isRunning } from '../generation-progress';
import { GENERATION_TEXTS, useArtworkGeneration } from '../hooks/use-artwork-generation';
import { appendChip, CONTEXT_CHIPS, EAGER_STYLE_IMAGES, isSurpriseMe, styleToSend } from '../style-rules';
import { GenerationErrorDialog } from './generation-error-dialog';
import { GenerationOverlay } from './generation-overlay';
import { StyleCard } from './style-card';

/** The style list could not be loaded (after the automatic retry): say so and let the customer try again. */
export const STYLE_LIST_TEXTS = {
  failedTitle: 'Could not load the art styles',
  retry: 'Try Again',
} as const;

/**
 * The Generate action, kept next to the chosen style: once a style is chosen the bar sticks to the bottom of the
 * screen (13 styles are about 1,500 px tall on a phone) and names the style it will use. It stays in the page's flow,
 * so at the end of the page it sits below the context field and covers no card. On phones Back to Upload moves below
 * the bar so the bar is one short row.
 */
function GenerateBar({
  selected,
  phone,
  back,
  generate,
}: {
  selected: string | null;
  phone: boolean;
  back: ReactNode;
  generate: ReactNode;
}) {
  return (
    <>
      <Box
        data-testid="generate-bar"
        sx={[
          { mt: 3 },
          selected !== null && {
            position: 'sticky',
            bottom: 0,
            zIndex: (theme) => theme.zIndex.appBar - 1,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            mx: { xs: -2, sm: -3, md: -4 },
            px: { xs: 2, sm: 3, md: 4 },
            py: 1.5,
            pb: 'max(12px, env(safe-area-inset-bottom))',
          },
        ]}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {phone ? null : back}
          <Typography
            variant="body2"
            noWrap
            sx={{ flexGrow: 1, minWidth: 0, textAlign: phone ? 'left' : 'right' }}
            data-testid="generate-bar-style"
          >
            {selected ? (
              <>
                {'Style: '}
                <strong>{selected}</strong>
              </>
            ) : null}
          </Typography>
          {generate}
        </Stack>
      </Box>
      {phone ? <Box sx={{ mt: 2 }}>{back}</Box> : null}
    </>
  );
}

/** /app/style/{sessionId}, step 2 (product.md P12 Style, P3 Generation). */
export function StylePage() {
  const { sessionId = '' } = useParams();
  const session = useGetSessionQuery(
    { sessionId },
    {
      skip: !sessionId,
      refetchOnMountOrArgChange: true,
    },
  );
  const styles = useGetArtStylesQuery();
  const [chosen, setChosen] = useState<string | null>(null);
  const [context, setContext] = useState('');
  const [lastRequest, setLastRequest] = useState<{ style: string; prompt: string } | null>(null);
  const generation = useArtworkGeneration(sessionId);
  const navigate = useNavigate();
  const generating = isRunning(generation.progress);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });

  if (session.isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (!sessionId || (session.isError && errorResponse(session.error).status === 404)) {
    return (
      <JourneyMessage
        title="Session not found"
        message="Please start a new upload"
        actionText="Start Over"
        actionPath={paths.app.create}
      />
    );
  }
  if (session.isError) {
    return <JourneyMessage title="Something went wrong" message={describeApiError(session.error)} />;
  }

  const styleList = styles.data ?? [];
  const selected =
    chosen ??
    (styleList.some((s) => s.name === session.data?.selectedStyle) ? session.data?.selectedStyle : null) ??
    null;

  // The chosen style's approved reviews (D-311); Surprise Me is no style of its own, so it has none.
  const reviewed = selected && !isSurpriseMe(selected) ? findArtStyle(selected) : undefined;

  const start = (style: string, prompt: string) => {
    setLastRequest({ style, prompt });
    void generation.run(style, prompt);
  };

  const onGenerate = () => {
    if (!selected) return;
    start(styleToSend(selected, styleList), context);
  };

  return (
    <>
      <CreationProgress current={2} sessionId={sessionId} />
      <Typography
        variant="h3"
        component="h1"
        sx={{ textAlign: 'center', mb: 3, fontSize: { xs: '2rem', md: '3rem' } }}
      >
        Choose Your Art Style
      </Typography>

      {styles.isLoading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
          <CircularProgress aria-label="Loading styles" />
        </Box>
      ) : styles.isError && styleList.length === 0 ? (
        <Alert
          severity="error"
          sx={{ my: 4 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void styles.refetch()}
              disabled={styles.isFetching}
            >
              {STYLE_LIST_TEXTS.retry}
            </Button>
          }
        >
          <AlertTitle>{STYLE_LIST_TEXTS.failedTitle}</AlertTitle>
          {describeApiError(styles.error)}
        </Alert>
      ) : styleList.length === 0 ? (
        <Typography
          sx={{
            color: 'text.secondary',
            textAlign: 'center',
            my: 4,
          }}
        >
          No styles available
        </Typography>
      ) : (
        <Box
          role="list"
          aria-label="Art styles"
          sx={{
            display: 'grid',
            gap: { xs: 1.5, sm: 2 },
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
          }}
        >
          {styleList.map((style, index) => (
            <Box role="listitem" key={style.id}>
              <StyleCard
                style={style}
                selected={selected === style.name}
                disabled={generating}
                eager={index < EAGER_STYLE_IMAGES}
                onSelect={() => setChosen(style.name)}
              />
            </Box>
          ))}
        </Box>
      )}

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
        <PromptField
          label="Add context details (Optional)"
          multiline
          minRows={2}
          fullWidth
          value={context}
          onValueChange={setContext}
          disabled={generating}
        />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          {CONTEXT_CHIPS.map((chip) => (
            <Chip
              key={chip.label}
              label={chip.label}
              variant="outlined"
              disabled={generating}
              onClick={() => setContext((text) => clampPrompt(appendChip(text, chip.phrase)))}
            />
          ))}
        </Stack>
      </Paper>

      <GenerateBar
        selected={selected}
        phone={phone}
        back={
          <Button
            component={RouterLink}
            to={paths.app.create}
            variant="outlined"
            disabled={generating}
            fullWidth={phone}
          >
            Back to Upload
          </Button>
        }
        generate={
          <Button
            variant="contained"
            size="large"
            startIcon={<AutoAwesomeIcon />}
            disabled={!selected || generating}
            onClick={onGenerate}
            sx={{ flexShrink: 0 }}
          >
            {isSurpriseMe(selected) ? 'Surprise Me!' : 'Generate Artwork'}
          </Button>
        }
      />

      {reviewed ? (
        <ReviewsShowcase style={reviewed.slug} heading={`What customers say about ${reviewed.name}`} />
      ) : null}

      <GenerationOverlay
        progress={generation.progress}
        longRunning={generation.longRunning}
        previewUrl={generation.previewUrl}
      />
      <LeavePrompt when={generating} message={GENERATION_TEXTS.leavePrompt} />
      <GenerationErrorDialog
        failure={generation.failure}
        onGoBack={generation.dismissFailure}
        onRetry={() => {
          generation.dismissFailure();
          if (lastRequest) start(lastRequest.style, lastRequest.prompt);
        }}
        onUploadDifferent={() => {
          generation.dismissFailure();
          void navigate(paths.app.create);
        }}
      />
    </>
  );
}
