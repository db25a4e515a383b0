import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { findSize, getPrintType, isOrderableFor, sizeForTypeChange } from '@petart/domain';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { describeApiError, errorResponse } from '@petart/web-shared/api-error';
import { useGetSessionQuery, type SessionDto } from '../../../api/enhanced-api';
import { JourneyMessage } from '../../../components/artwork';
import { GiftDeadlineNote } from '../../../components/gift-deadline';
import { parseShippingInfo, useAuth } from '../../../auth';
import { CreationProgress } from '../../../components/progress';
import { paths } from '../../../config/paths';
import { initialSelection, sentenceCase } from '../print-options-rules';
import { useSaveSelection } from '../hooks/use-save-selection';
import { PriceSummary } from './price-summary';
import { SizePicker } from './size-picker';
import { TypePicker } from './type-picker';

const ORIENTATION_LABELS = { portrait: 'Portrait', landscape: 'Landscape', square: 'Square' } as const;

/** /app/product-type/{sessionId}, step 4 (product.md P12 Product type). */
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
  // The order-by date is told for the saved address's country when there is one (the checkout tells the real one).
  const saved = parseShippingInfo(useAuth().user?.shippingInfo);
  const savedCountry = saved.countryCode || undefined;
  const savedRegion = saved.region || undefined;
  const { saving, save } = useSaveSelection(sessionId);

  const printType = getPrintType(type);
  const selectedSize = size ? findSize(type, size) : undefined;
  // The size advice: a size the artwork is too small for cannot go on to the preview (the note says why).
  const printable = !selectedSize || isOrderableFor(session.artwork, selectedSize);

  const chooseType = (next: string) => {
    setSelection((current) => ({
      ...current,
      type: next,
      size: sizeForTypeChange({
        newType: next,
        currentSize: current.size,
        orientation: current.orientation,
        artwork: session.artwork,
      }),
    }));
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
          Choose your product
        </Typography>
        <Chip
          label={`${ORIENTATION_LABELS[orientation]} artwork`}
          data-testid="orientation-badge"
          sx={{ alignSelf: 'flex-start' }}
        />
      </Stack>

      <TypePicker type={type} disabled={saving} onChoose={chooseType} />

      {printType ? (
        <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="type-description">
          <Typography sx={{ fontWeight: 600 }}>{sentenceCase(printType.description)}</Typography>
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
            }}
          >
            {printType.details}
          </Typography>
        </Paper>
      ) : null}

      <SizePicker
        type={type}
        orientation={orientation}
        artwork={session.artwork}
        selected={selectedSize?.value}
        disabled={saving}
        onChoose={(value) => setSelection((current) => ({ ...current, size: value }))}
      />

      <PriceSummary
        type={type}
        selectedSize={selectedSize}
        artwork={session.artwork}
        petCount={session.petCount}
      />
      <Box sx={{ mt: 2 }}>
        <GiftDeadlineNote
          arg={{
            printTypes: [type],
            ...(savedCountry ? { country: savedCountry, region: savedRegion } : {}),
          }}
          offerGiftCard
        />
      </Box>

      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={2}
        sx={{ mt: 3, justifyContent: 'space-between' }}
      >
        <Button variant="outlined" component={RouterLink} to={paths.app.results(sessionId)} disabled={saving}>
          Back to Results
        </Button>
        <Button
          variant="contained"
          size="large"
          disabled={saving || !printable}
          onClick={() => void save(type, selectedSize)}
        >
          {saving ? 'Saving...' : 'Continue to Preview'}
        </Button>
      </Stack>
    </>
  );
}
