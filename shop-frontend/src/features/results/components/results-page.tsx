import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isSurpriseMe } from '@petart/domain';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { describeApiError, errorResponse } from '@petart/web-shared/api-error';
import { useGetArtStylesQuery, useSelectImageMutation } from '../../../api/enhanced-api';
import { ArtworkImage, JourneyMessage, LeavePrompt, resolveApiUrl } from '../../../components/artwork';
import { CreationProgress } from '../../../components/progress';
import { useToast } from '../../../components/toast';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { canRefine, RESULTS_TEXTS, RESULTS_TIMING, sameImage, versionLabel } from '../results-rules';
import { useLater } from '../hooks/use-later';
import { useRefine } from '../hooks/use-refine';
import { useResultsSession } from '../hooks/use-results-session';
import { RefinePanel } from './refine-panel';
import { ResultsErrorDialog } from './results-error-dialog';

function Generating() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }} role="status">
      <CircularProgress aria-label="Generating" />
      <Typography variant="h6">{RESULTS_TEXTS.generating}</Typography>
      <Typography
        sx={{
          color: 'text.secondary',
        }}
      >
        {RESULTS_TEXTS.upTo60}
      </Typography>
    </Stack>
  );
}

/** /app/results/{sessionId}, step 3 (product.md P12 Results). */
export function ResultsPage() {
  const { sessionId = '' } = useParams();
  const { session, noImages } = useResultsSession(sessionId);
  const styles = useGetArtStylesQuery();
  const [selectImage, selectState] = useSelectImageMutation();
  const { toast } = useToast();
  const navigate = useNavigate();

  const [chosen, setChosen] = useState<string | null>(null);
  const [showOriginal, setShowOriginal] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const later = useLater();
  const refine = useRefine({
    sessionId,
    currentStyle: session.data?.selectedStyle,
    later,
    onNewImage: (url) => {
      setChosen(url);
      void session.refetch();
    },
  });

  const data = session.data;
  const images = data?.generatedImages ?? [];
  const imageCount = images.length;

  if (!sessionId || (session.isError && errorResponse(session.error).status === 404)) {
    return (
      <JourneyMessage
        title="Session Not Found"
        message="We couldn't find this artwork session. Please start a new upload."
        actionText="Start Over"
      />
    );
  }
  if (session.isError && !data) {
    return <JourneyMessage title="Something went wrong" message={describeApiError(session.error)} />;
  }
  if (!data) return <Generating />;

  const refining = refine.refining;
  if (imageCount === 0) {
    if (noImages && !refining) {
      return (
        <JourneyMessage
          title="No Images Generated"
          message="We couldn't find any generated artwork for this session. Please choose a style and generate again."
          actionText="Go to Style Selection"
          actionPath={paths.app.style(sessionId)}
        />
      );
    }
    return <Generating />;
  }

  const selected = images.find((url) => sameImage(url, chosen ?? data.selectedImage)) ?? images[0] ?? '';
  const selectedIndex = Math.max(0, images.indexOf(selected));
  const refineAllowed = canRefine(data.revisionCount);
  const styleNames = (styles.data ?? []).map((s) => s.name).filter((n) => !isSurpriseMe(n));

  const onSelect = async (url: string) => {
    const previous = chosen;
    setChosen(url);
    const result = await selectImage({ selectImageDto: { sessionId, imageUrl: url } });
    if ('error' in result) {
      setChosen(previous);
      toast({
        title: RESULTS_TEXTS.selectionFailedTitle,
        description: RESULTS_TEXTS.selectionFailedMessage,
        variant: 'destructive',
        duration: RESULTS_TIMING.selectToastMs,
      });
    }
  };

  const onSelectProduct = async () => {
    if (!sameImage(data.selectedImage, selected)) {
      const result = await selectImage({ selectImageDto: { sessionId, imageUrl: selected } });
      if ('error' in result) {
        toast({
          title: RESULTS_TEXTS.selectionFailedTitle,
          description: RESULTS_TEXTS.selectionFailedMessage,
          variant: 'destructive',
          duration: RESULTS_TIMING.selectToastMs,
        });
        return;
      }
    }
    setLeaving(true);
    toast({
      title: RESULTS_TEXTS.selectedTitle,
      description: RESULTS_TEXTS.selectedMessage,
      duration: RESULTS_TIMING.selectToastMs,
      variant: 'success',
    });
    later(() => void navigate(paths.app.productType(sessionId)), RESULTS_TIMING.navigateMs);
  };

  return (
    <>
      <CreationProgress current={3} sessionId={sessionId} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h4" component="h1">
          Your Artwork
        </Typography>
        {data.selectedStyle ? (
          <Chip
            color="primary"
            label={data.selectedStyle}
            data-testid="style-badge"
            sx={{ alignSelf: 'flex-start' }}
          />
        ) : null}
      </Stack>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 1, position: 'relative' }}>
            {refining ? (
              <Generating />
            ) : (
              <ArtworkImage
                src={resolveApiUrl(selected, env.apiBaseUrl)}
                alt={`Selected artwork, ${versionLabel(selectedIndex, imageCount)}`}
                sx={{ width: '100%', maxHeight: 560, objectFit: 'contain', display: 'block' }}
              />
            )}
          </Paper>

          <Box
            role="list"
            aria-label="Generated versions"
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(4, 1fr)' },
            }}
          >
            {images.map((url, index) => {
              const isSelected = url === selected;
              const label = versionLabel(index, imageCount);
              return (
                <Box role="listitem" key={url}>
                  <ButtonBase
                    onClick={() => void onSelect(url)}
                    aria-pressed={isSelected}
                    aria-label={`Select ${label}`}
                    disabled={selectState.isLoading || refining}
                    data-testid="version-thumb"
                    sx={{
                      display: 'block',
                      width: '100%',
                      border: 2,
                      borderColor: isSelected ? 'primary.main' : 'divider',
                      borderRadius: 1,
                      overflow: 'hidden',
                    }}
                  >
                    <ArtworkImage
                      src={resolveApiUrl(url, env.apiBaseUrl)}
                      alt=""
                      loading="lazy"
                      sx={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', display: 'block' }}
                    />
                    <Typography
                      variant="caption"
                      sx={{ display: 'block', py: 0.5, fontWeight: isSelected ? 700 : 400 }}
                    >
                      {label}
                    </Typography>
                  </ButtonBase>
                </Box>
              );
            })}
          </Box>

          <Box>
            <Button size="small" onClick={() => setShowOriginal((v) => !v)} aria-expanded={showOriginal}>
              View original photo
            </Button>
            <Collapse in={showOriginal}>
              <Paper variant="outlined" sx={{ p: 1, mt: 1, maxWidth: 320 }}>
                {data.originalImageUrl ? (
                  <ArtworkImage
                    src={resolveApiUrl(data.originalImageUrl, env.apiBaseUrl)}
                    alt="Your original photo"
                    sx={{ width: '100%', display: 'block' }}
                  />
                ) : null}
                <Link
                  component={RouterLink}
                  to={paths.app.create}
                  variant="body2"
                  sx={{ display: 'block', mt: 1 }}
                >
                  Upload a different photo
                </Link>
              </Paper>
            </Collapse>
          </Box>
        </Stack>

        <Stack spacing={2}>
          <RefinePanel
            styles={styleNames}
            style={refine.refineStyle}
            changes={refine.changes}
            allowed={refineAllowed}
            busy={refining}
            onStyleChange={refine.setRefineStyle}
            onChangesChange={refine.setChanges}
            onSubmit={() => void refine.run()}
          />
          <Button
            variant="contained"
            size="large"
            disabled={refining || selectState.isLoading || leaving}
            onClick={() => void onSelectProduct()}
          >
            Select a Product
          </Button>
          <Button
            variant="outlined"
            component={RouterLink}
            to={paths.app.style(sessionId)}
            disabled={refining}
          >
            Try a Different Style
          </Button>
        </Stack>
      </Box>

      <LeavePrompt when={refining} message={RESULTS_TEXTS.leavePrompt} />
      <ResultsErrorDialog
        failure={refine.failure}
        retrying={refine.retrying}
        onBack={refine.backFromError}
        onRetry={refine.retry}
      />
    </>
  );
}
