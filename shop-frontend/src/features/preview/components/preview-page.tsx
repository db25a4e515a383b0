import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { findSize, formatMoney, getPrintType, inchesToCm, printAdvice, priceCentsFor } from '@petart/domain';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { errorResponse } from '@petart/web-shared/api-error';
import {
  useAddCartItemMutation,
  useGetCartQuery,
  useGetPersonalisationOptionsQuery,
  useGetSessionQuery,
  type SessionDto,
} from '../../../api/enhanced-api';
import { ArtworkImage, JourneyMessage, resolveApiUrl } from '../../../components/artwork';
import { ExtraPetsPrice, useExtraPetsCents } from '../../../components/extra-pets-price';
import { PrintAdviceLine, PrintAdviceNote } from '../../../components/print-advice';
import { useToast } from '../../../components/toast';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { useMockups } from '../hooks/use-mockups';
import { NAME_PREVIEW_DEBOUNCE_MS, NAME_TEXTS, useSettled } from '../name-on-print-rules';
import {
  addedSummary,
  type AddedLine,
  canAddToCart,
  CART_DEFAULTS,
  imageProxyUrl,
  samePrintNames,
  mockupLabel,
  PREVIEW_TEXTS,
} from '../preview-rules';
import { EMPTY_NAME_FORM, nameFormValue, NameOnPrintSection } from './name-on-print-section';

/** /app/preview/{sessionId} (product.md P12 Preview). */
export function PreviewPage() {
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
    return <JourneyMessage title="Something went wrong" message={PREVIEW_TEXTS.sessionUnavailable} />;
  if (!session.data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  const data = session.data;
  if (!data.selectedPrintType || !data.selectedPrintSize) {
    return (
      <JourneyMessage
        title={PREVIEW_TEXTS.missingOptions}
        message="Please choose a product type and size first."
        actionText="Choose product options"
        actionPath={paths.app.productType(sessionId)}
      />
    );
  }
  const imageUrl = data.selectedImage ?? data.generatedImages[0];
  if (!imageUrl) {
    return (
      <JourneyMessage
        title="No selected image found"
        message="Please go back and select one of your generated images."
        actionText="Back to Results"
        actionPath={paths.app.results(sessionId)}
      />
    );
  }
  return <PreviewContent session={data} imageUrl={imageUrl} />;
}

function PreviewContent({ session, imageUrl }: { session: SessionDto; imageUrl: string }) {
  const { sessionId } = session;
  const printType = session.selectedPrintType ?? CART_DEFAULTS.printType;
  const printSize = session.selectedPrintSize ?? CART_DEFAULTS.printSize;
  const [nameForm, setNameForm] = useState(EMPTY_NAME_FORM);
  const name = nameFormValue(nameForm);
  // The preview follows the name once typing pauses; an invalid name keeps the last picture (and blocks the cart).
  const settledName = useSettled(name.error ? undefined : name.value, NAME_PREVIEW_DEBOUNCE_MS);
  const [shownName, setShownName] = useState(settledName ?? null);
  if (settledName !== undefined && JSON.stringify(settledName) !== JSON.stringify(shownName)) {
    setShownName(settledName);
  }
  const nameShown = JSON.stringify(shownName) === JSON.stringify(name.value) && !name.error;
  // A name the font cannot print (or too long) is explained as it is typed; the preview keeps the last printable one.
  const nameProblem =
    name.error && (nameForm.name.trim() !== '' || nameForm.secondLine.trim() !== '')
      ? name.error.message
      : null;
  const options = useGetPersonalisationOptionsQuery();
  const nameCents = name.value ? (options.data?.nameOnPrintPriceCents ?? 0) : 0;
  const petsCents = useExtraPetsCents(session.petCount);
  const parts = useMemo(
    () => ({ sessionId, printType, printSize, imageUrl, personalisation: shownName }),
    [sessionId, printType, printSize, imageUrl, shownName],
  );
  const { mockups, loading, imagesLoaded, error, retry } = useMockups(parts);
  const [active, setActive] = useState(0);
  /** What the last Add to Cart put in the cart (the dialog says it; kept while the dialog closes). */
  const [added, setAdded] = useState<AddedLine | null>(null);
  const [addedOpen, setAddedOpen] = useState(false);
  const [addCartItem, addState] = useAddCartItemMutation();
  // The cart as it was before the add: a copy that goes on a new line is said to sit beside the same print's lines.
  const cart = useGetCartQuery();
  const { toast } = useToast();
  const [uniqueId] = useState(() => `${sessionId}-${Date.now().toString(36)}`);

  const type = getPrintType(printType);
  const size = findSize(printType, printSize);
  const main = mockups[Math.min(active, mockups.length - 1)];
  const mainIndex = main ? mockups.indexOf(main) : 0;
  // The size advice repeated from the product screen (same rule, same words); a size too low to print is not added.
  const advice = size ? printAdvice(session.artwork, size) : undefined;
  const printable = advice?.orderable !== false;
  // The cart gets what the preview shows: never while the name is invalid or its picture not yet drawn.
  const enabled =
    canAddToCart({ mockups, loading, imagesLoaded }) && !addState.isLoading && printable && nameShown;

  const onAdd = async () => {
    const before = samePrintNames(cart.data?.items ?? [], { sessionId, printType, printSize, imageUrl });
    const result = await addCartItem({
      addCartItemDto: {
        sessionId,
        printType,
        printSize,
        quantity: CART_DEFAULTS.quantity,
        imageUrl,
        artStyle: session.selectedStyle ?? CART_DEFAULTS.artStyle,
        ...(name.value ? { personalisation: name.value } : {}),
      },
    });
    if ('error' in result) {
      toast({
        title: PREVIEW_TEXTS.addFailedTitle,
        description: PREVIEW_TEXTS.addFailedMessage,
        variant: 'destructive',
      });
      return;
    }
    setAdded({ name: name.value, quantity: result.data.item.quantity, beside: before });
    setAddedOpen(true);
  };

  const sizeText = size
    ? `${size.label} (${size.widthCm} x ${size.heightCm} cm)`
    : (() => {
        const [w, h] = printSize.split('x').map(Number);
        return w && h ? `${w}" x ${h}" (${inchesToCm(w)} x ${inchesToCm(h)} cm)` : printSize;
      })();

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Preview your print
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          // minmax(0, ...): a column is as wide as the screen allows, never as wide as its widest content.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box>
          {loading ? (
            <Stack spacing={2} role="status" sx={{ alignItems: 'center', py: 8 }}>
              <CircularProgress aria-label="Generating mockups" />
              <Typography
                sx={{
                  color: 'text.secondary',
                }}
              >
                Creating your product previews...
              </Typography>
            </Stack>
          ) : error ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={retry}>
                  Try Again
                </Button>
              }
            >
              <AlertTitle>{error.title}</AlertTitle>
              {error.message}
            </Alert>
          ) : main ? (
            <Stack spacing={2}>
              {nameProblem && shownName ? (
                <Alert severity="info" data-testid="name-preview-stale">
                  {NAME_TEXTS.previewNotUpdated}
                </Alert>
              ) : null}
              <Paper variant="outlined" sx={{ p: 1, textAlign: 'center' }}>
                <ArtworkImage
                  src={resolveApiUrl(main.src, env.apiBaseUrl)}
                  alt={`${type?.label ?? 'Print'} mockup, ${mockupLabel(main, mainIndex)}`}
                  sx={{
                    maxWidth: '100%',
                    maxHeight: 500,
                    objectFit: 'contain',
                    display: 'block',
                    mx: 'auto',
                  }}
                  data-testid="mockup-main"
                />
                <Link
                  href={imageProxyUrl(env.apiBaseUrl, main, mainIndex, uniqueId)}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="body2"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1 }}
                >
                  View full size <OpenInNewIcon fontSize="inherit" aria-hidden />
                </Link>
              </Paper>
              <Box
                sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, 1fr)' }}
                role="list"
                aria-label="Mockup views"
              >
                {mockups.map((m, index) => (
                  <Box role="listitem" key={m.src}>
                    <ButtonBase
                      onClick={() => setActive(index)}
                      aria-pressed={index === mainIndex}
                      aria-label={`Show ${mockupLabel(m, index)}`}
                      data-testid="mockup-thumb"
                      sx={{
                        display: 'block',
                        width: '100%',
                        border: 2,
                        borderColor: index === mainIndex ? 'primary.main' : 'divider',
                        borderRadius: 1,
                        overflow: 'hidden',
                      }}
                    >
                      <ArtworkImage
                        src={resolveApiUrl(m.src, env.apiBaseUrl)}
                        alt=""
                        sx={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', display: 'block' }}
                      />
                      <Typography variant="caption" sx={{ display: 'block', py: 0.5 }}>
                        {mockupLabel(m, index)}
                      </Typography>
                    </ButtonBase>
                  </Box>
                ))}
              </Box>
            </Stack>
          ) : null}
        </Box>

        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="spec-title">
            <Typography variant="h6" component="h2" id="spec-title" sx={{ mb: 1 }}>
              Specifications
            </Typography>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
            >
              <Typography
                component="dt"
                sx={{
                  color: 'text.secondary',
                }}
              >
                Product
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} data-testid="spec-type">
                {type?.label ?? printType}
              </Typography>
              <Typography
                component="dt"
                sx={{
                  color: 'text.secondary',
                }}
              >
                Size
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} data-testid="spec-size">
                {sizeText}
              </Typography>
              <Typography
                component="dt"
                sx={{
                  color: 'text.secondary',
                }}
              >
                Style
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {session.selectedStyle ?? CART_DEFAULTS.artStyle}
              </Typography>
              {advice ? (
                <>
                  <Typography
                    component="dt"
                    sx={{
                      color: 'text.secondary',
                    }}
                  >
                    Print quality
                  </Typography>
                  <Box component="dd" sx={{ m: 0, alignSelf: 'center' }}>
                    <PrintAdviceLine advice={advice} testId="spec-quality" />
                  </Box>
                </>
              ) : null}
            </Box>
            <PrintAdviceNote advice={advice} type={printType} size={size} artwork={session.artwork} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography
              variant="subtitle2"
              sx={{
                color: 'text.secondary',
              }}
            >
              Estimated price
            </Typography>
            <Typography variant="h5" data-testid="estimated-price">
              {formatMoney(priceCentsFor(printType, printSize) + nameCents + petsCents)}
            </Typography>
            <ExtraPetsPrice petCount={session.petCount} cents={petsCents} />
            <Typography
              variant="caption"
              sx={{
                color: 'text.secondary',
              }}
            >
              {PREVIEW_TEXTS.estimate}
            </Typography>
          </Paper>
          <NameOnPrintSection form={nameForm} onChange={setNameForm} />
          {nameProblem ? (
            <Typography variant="body2" color="error" role="status" data-testid="name-problem">
              {`${nameProblem}. ${NAME_TEXTS.fixBeforeAdding}`}
            </Typography>
          ) : null}
          <Button variant="contained" size="large" disabled={!enabled} onClick={() => void onAdd()}>
            {addState.isLoading ? 'Adding...' : 'Add to Cart'}
          </Button>
          <Button variant="outlined" component={RouterLink} to={paths.app.productType(sessionId)}>
            Change Options
          </Button>
        </Stack>
      </Box>

      <Dialog open={addedOpen} onClose={() => setAddedOpen(false)} aria-labelledby="added-title">
        <DialogTitle id="added-title">Added to Cart!</DialogTitle>
        <DialogContent>
          {added ? (
            <DialogContentText data-testid="added-summary">
              {addedSummary(`${type?.label ?? printType} (${sizeText})`, added)}
            </DialogContentText>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to={paths.app.create}>
            Create Another Artwork
          </Button>
          <Button variant="contained" component={RouterLink} to={paths.app.checkout}>
            View Cart & Checkout
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
