import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  COMING_SOON_LABEL,
  findSize,
  formatMoney,
  MESSAGES,
  normalizePrintType,
  priceCentsFor,
  sizeForTypeChange,
  startingPriceCents,
  getPrintType,
} from '@petart/domain';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { describeApiError, errorResponse } from '../../../api/api-error';
import {
  api,
  useGetSessionQuery,
  useUpdateSessionMutation,
  type SessionDto,
} from '../../../api/enhanced-api';
import { useAppDispatch } from '../../../auth';
import { JourneyMessage } from '../../../components/artwork';
import { CreationProgress } from '../../../components/progress';
import { useToast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import {
  effectiveDpi,
  initialSelection,
  MIN_GOOD_DPI,
  PRINT_OPTIONS_TEXTS,
  SELECTABLE_TYPES,
  sizeGroups,
  VERIFY_WAIT_MS,
} from '../print-options-rules';

const ORIENTATION_LABELS = { portrait: 'Portrait', landscape: 'Landscape', square: 'Square' } as const;

/** /app/product-type/{sessionId}, step 4 (spec 1 §2 Product type). */
export function ProductTypePage() {
  const { sessionId = '' } = useParams();
  const session = useGetSessionQuery(
    { sessionId },
    {
      skip: !sessionId,
      refetchOnMountOrArgChange: true,
    },
  );
  if (!sessionId || (session.isError && errorResponse(session.error).status === 404)) {
    return (
      <JourneyMessage title="Session not found" message="Please start a new upload" actionText="Start Over" />
    );
  }
  if (session.isError)
    return <JourneyMessage title="Something went wrong" message={describeApiError(session.error)} />;
  if (!session.data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (!session.data.selectedImage) {
    return (
      <JourneyMessage
        title="No selected image found"
        message="Please go back and select one of your generated images."
        actionText="Back to Results"
        actionPath={paths.app.results(sessionId)}
      />
    );
  }
  return <ProductTypeForm session={session.data} />;
}

function ProductTypeForm({ session }: { session: SessionDto }) {
  const { sessionId } = session;
  const [{ type, size, orientation }, setSelection] = useState(() => initialSelection(session));
  const [saving, setSaving] = useState(false);
  const [updateSession] = useUpdateSessionMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const printType = getPrintType(type);
  const selectedSize = size ? findSize(type, size) : undefined;

  const chooseType = (next: string) => {
    setSelection((current) => ({
      ...current,
      type: next,
      size: sizeForTypeChange({ newType: next, currentSize: current.size, orientation: current.orientation }),
    }));
  };

  const onContinue = async () => {
    if (!selectedSize) {
      toast({
        title: MESSAGES.sizeRequiredTitle,
        description: MESSAGES.sizeRequiredMessage,
        variant: 'destructive',
      });
      return;
    }
    setSaving(true);
    const failed = () => {
      if (!mounted.current) return;
      setSaving(false);
      toast({
        title: PRINT_OPTIONS_TEXTS.saveFailedTitle,
        description: PRINT_OPTIONS_TEXTS.saveFailedMessage,
        variant: 'destructive',
      });
    };
    const saved = await updateSession({
      sessionId,
      updateSessionDto: {
        selectedPrintType: normalizePrintType(type),
        selectedPrintSize: selectedSize.value,
      },
    });
    if ('error' in saved) return failed();
    // Spec 1 §5: after saving, re-read the session and require both fields before moving on.
    await new Promise((resolve) => setTimeout(resolve, VERIFY_WAIT_MS));
    if (!mounted.current) return;
    const check = await dispatch(
      api.endpoints.getSession.initiate({ sessionId }, { forceRefetch: true, subscribe: false }),
    );
    if (!check.data?.selectedPrintType || !check.data.selectedPrintSize) return failed();
    void navigate(paths.app.preview(sessionId));
  };

  return (
    <>
      <CreationProgress current={4} sessionId={sessionId} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography variant="h4" component="h1">
          Choose Your Product
        </Typography>
        <Chip
          label={`${ORIENTATION_LABELS[orientation]} artwork`}
          data-testid="orientation-badge"
          sx={{ alignSelf: 'flex-start' }}
        />
      </Stack>

      <Box
        role="radiogroup"
        aria-label="Product type"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 3 }}
      >
        {SELECTABLE_TYPES.map((t) => {
          const active = t.value === type;
          return (
            <Card
              key={t.value}
              variant="outlined"
              sx={{
                borderWidth: 2,
                borderColor: active ? 'primary.main' : 'divider',
                opacity: t.comingSoon ? 0.6 : 1,
              }}
            >
              <CardActionArea
                role="radio"
                aria-checked={active}
                aria-label={t.label}
                disabled={t.comingSoon || saving}
                onClick={() => chooseType(t.value)}
                sx={{
                  p: 2,
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'flex-start',
                }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <Typography variant="h6" component="span">
                    {t.label}
                  </Typography>
                  {t.popular ? <Chip size="small" color="secondary" label="Popular" /> : null}
                  {t.comingSoon ? <Chip size="small" label={COMING_SOON_LABEL} /> : null}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  Starting at {formatMoney(startingPriceCents(t.value))}
                </Typography>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>

      {printType ? (
        <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="type-description">
          <Typography sx={{ fontWeight: 600, textTransform: 'capitalize' }}>
            {printType.description}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {printType.details}
          </Typography>
        </Paper>
      ) : null}

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Choose a size
      </Typography>
      <Stack spacing={2} role="radiogroup" aria-label="Print size">
        {sizeGroups(type, orientation).map((group) => (
          <Box key={group.tier}>
            <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
              {group.tier}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
              }}
            >
              {group.sizes.map((s) => {
                const active = s.value === selectedSize?.value;
                const dpi = effectiveDpi(session.artwork, s);
                return (
                  <Card
                    key={s.value}
                    variant="outlined"
                    sx={{ borderWidth: 2, borderColor: active ? 'primary.main' : 'divider' }}
                  >
                    <CardActionArea
                      role="radio"
                      aria-checked={active}
                      aria-label={s.label}
                      disabled={saving}
                      onClick={() => setSelection((current) => ({ ...current, size: s.value }))}
                      sx={{ p: 1.5 }}
                    >
                      <Typography sx={{ fontWeight: 600 }}>{s.label}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {s.widthCm} x {s.heightCm} cm
                      </Typography>
                      <Typography variant="body2">{formatMoney(s.priceCents)}</Typography>
                      {s.recommended ? (
                        <Chip size="small" color="success" label="Recommended" sx={{ mt: 0.5 }} />
                      ) : null}
                      {dpi !== null ? (
                        <Typography
                          variant="caption"
                          sx={{ display: 'block', mt: 0.5 }}
                          color={dpi < MIN_GOOD_DPI ? 'warning.main' : 'text.secondary'}
                          data-testid={`dpi-${s.value}`}
                        >
                          {dpi} DPI{dpi < MIN_GOOD_DPI ? ` · ${PRINT_OPTIONS_TEXTS.lowDpi}` : ''}
                        </Typography>
                      ) : null}
                    </CardActionArea>
                  </Card>
                );
              })}
            </Box>
          </Box>
        ))}
      </Stack>

      <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
        <Typography variant="subtitle2" color="text.secondary">
          Estimated price
        </Typography>
        <Typography variant="h5" data-testid="estimated-price">
          {formatMoney(priceCentsFor(type, selectedSize?.value ?? ''))}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {PRINT_OPTIONS_TEXTS.estimate}
        </Typography>
        {selectedSize &&
        effectiveDpi(session.artwork, selectedSize) !== null &&
        (effectiveDpi(session.artwork, selectedSize) ?? 0) < MIN_GOOD_DPI ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            Your artwork prints at {effectiveDpi(session.artwork, selectedSize)} DPI at this size, below the{' '}
            {MIN_GOOD_DPI} DPI we recommend. A smaller size will look sharper.
          </Alert>
        ) : null}
      </Paper>

      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={2}
        sx={{ mt: 3, justifyContent: 'space-between' }}
      >
        <Button variant="outlined" component={RouterLink} to={paths.app.results(sessionId)} disabled={saving}>
          Back to Results
        </Button>
        <Button variant="contained" size="large" disabled={saving} onClick={() => void onContinue()}>
          {saving ? 'Saving...' : 'Continue to Preview'}
        </Button>
      </Stack>
    </>
  );
}
