import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ART_STYLES, REVIEW_LIMITS, REVIEW_MESSAGES, reviewBodyProblem } from '@petart/domain';
import { describeApiError } from '@petart/web-shared/api-error';
import { useId, useState, type FormEvent } from 'react';
import {
  useCreateOrderReviewMutation,
  useDeleteReviewMutation,
  useEditReviewMutation,
  useGetOrderReviewsQuery,
  type OrderReviewLineDto,
  type ReviewDto,
} from '../../../api/enhanced-api';
import { useToast } from '../../../components/toast';

const STATUS_TEXT: Record<ReviewDto['status'], string> = {
  pending: 'Waiting for our team to check it before it is shown on the shop.',
  approved: 'Shown on the shop. Thank you!',
  hidden: 'Not shown on the shop.',
};

function styleName(slug: string | null): string | undefined {
  return ART_STYLES.find((s) => s.slug === slug)?.name;
}

/** A line as the customer knows it: "Poster 12x18, Watercolor". */
function lineLabel(line: OrderReviewLineDto): string {
  const type = line.printType.charAt(0).toUpperCase() + line.printType.slice(1);
  const style = styleName(line.style);
  return `${type} ${line.printSize}${style ? `, ${style}` : ''}`;
}

/** The form of a new review or an edit: stars, a few lines, photos (the ones kept and the new ones, 3 at most). */
function ReviewForm({
  label,
  review,
  onSubmit,
  onCancel,
  busy,
  error,
}: {
  label: string;
  review?: ReviewDto;
  busy: boolean;
  error: string | null;
  onSubmit: (value: { rating: number; body: string; photos: File[]; removePhotoIds: string[] }) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [body, setBody] = useState(review?.body ?? '');
  const [photos, setPhotos] = useState<File[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const kept = (review?.photos ?? []).filter((p) => !removed.includes(p.id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found =
      rating === null
        ? REVIEW_MESSAGES.rating
        : (reviewBodyProblem(body) ??
          (kept.length + photos.length > REVIEW_LIMITS.maxPhotos
            ? REVIEW_MESSAGES.tooManyPhotos
            : undefined));
    setProblem(found ?? null);
    if (found || rating === null) return;
    onSubmit({ rating, body: body.trim(), photos, removePhotoIds: removed });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={label}>
      <Stack spacing={2}>
        <Box>
          <Typography component="legend" id={`${id}-rating`} variant="body2" sx={{ fontWeight: 600 }}>
            Your rating
          </Typography>
          <Rating
            name={`${id}-rating`}
            value={rating}
            onChange={(_event, value) => setRating(value !== null && Number.isInteger(value) ? value : null)}
            aria-labelledby={`${id}-rating`}
          />
        </Box>
        <TextField
          label="Your review"
          multiline
          minRows={3}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          slotProps={{ htmlInput: { maxLength: REVIEW_LIMITS.maxBodyLength } }}
          helperText={`A few lines about your print (${body.length}/${REVIEW_LIMITS.maxBodyLength})`}
        />
        {kept.length > 0 ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {kept.map((photo, index) => (
              <Stack key={photo.id} spacing={0.5} sx={{ alignItems: 'center' }}>
                <img
                  src={photo.url}
                  width={72}
                  height={72}
                  alt={`Your photo ${index + 1}`}
                  style={{ objectFit: 'cover' }}
                />
                <Button size="small" onClick={() => setRemoved((ids) => [...ids, photo.id])}>
                  Remove photo {index + 1}
                </Button>
              </Stack>
            ))}
          </Stack>
        ) : null}
        <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
          {photos.length > 0
            ? `${photos.length} new photo${photos.length === 1 ? '' : 's'} chosen`
            : 'Add photos of your print'}
          <input
            hidden
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
            multiple
            onChange={(event) => setPhotos(Array.from(event.target.files ?? []))}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          Up to {REVIEW_LIMITS.maxPhotos} photos, 10 MB each. Shown on the shop only after our team approved
          your review.
        </Typography>
        {problem || error ? (
          <Alert severity="error" role="alert">
            {problem ?? error}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy}>
            {review ? 'Save review' : 'Send review'}
          </Button>
          {onCancel ? <Button onClick={onCancel}>Cancel</Button> : null}
        </Stack>
      </Stack>
    </Box>
  );
}

/** One print of the order: its review (with its state, edit and delete), or the form to write one. */
function LineReview({
  orderHash,
  line,
  canReview,
}: {
  orderHash: string;
  line: OrderReviewLineDto;
  canReview: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [create, created] = useCreateOrderReviewMutation();
  const [edit, edited] = useEditReviewMutation();
  const [remove, removed] = useDeleteReviewMutation();
  const { toast } = useToast();
  const label = lineLabel(line);
  // A refusal shows in the form (or under the review) as the server words it; the promise's rejection is handled there.
  const failed = () => undefined;
  const review = line.review;

  if (!review) {
    if (!canReview) return null;
    return (
      <ReviewForm
        label={`Review of ${label}`}
        busy={created.isLoading}
        error={created.isError ? describeApiError(created.error) : null}
        onSubmit={({ rating, body, photos }) => {
          create({ orderHash, body: { lineId: line.lineId, rating, body, photos } })
            .unwrap()
            .then(() => toast({ title: 'Thank you! Your review was sent.', variant: 'success' }))
            .catch(failed);
        }}
      />
    );
  }
  if (editing) {
    return (
      <ReviewForm
        label={`Edit your review of ${label}`}
        review={review}
        busy={edited.isLoading}
        error={edited.isError ? describeApiError(edited.error) : null}
        onCancel={() => setEditing(false)}
        onSubmit={({ rating, body, photos, removePhotoIds }) => {
          edit({ reviewId: review.id, body: { rating, body, photos, removePhotoIds } })
            .unwrap()
            .then(() => {
              setEditing(false);
              toast({ title: 'Your review was saved.', variant: 'success' });
            })
            .catch(failed);
        }}
      />
    );
  }
  return (
    <Stack spacing={1} data-testid="my-review">
      <Rating value={review.rating} readOnly aria-label={`${review.rating} out of 5 stars`} />
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{review.body}</Typography>
      {review.photos.length > 0 ? (
        <Stack direction="row" spacing={1}>
          {review.photos.map((photo, index) => (
            <img
              key={photo.id}
              src={photo.url}
              width={72}
              height={72}
              loading="lazy"
              alt={`Your photo ${index + 1}`}
              style={{ objectFit: 'cover' }}
            />
          ))}
        </Stack>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {STATUS_TEXT[review.status]}
      </Typography>
      {review.reply ? (
        <Typography variant="body2">
          <strong>PetArt replied:</strong> {review.reply}
        </Typography>
      ) : null}
      {removed.isError ? (
        <Alert severity="error" role="alert">
          {describeApiError(removed.error)}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => setEditing(true)}>
          Edit review
        </Button>
        <Button
          size="small"
          color="error"
          disabled={removed.isLoading}
          onClick={() => {
            remove({ reviewId: review.id })
              .unwrap()
              .then(() => toast({ title: 'Your review was deleted.', variant: 'success' }))
              .catch(failed);
          }}
        >
          Delete review
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * "Review your prints" on the customer's order page (docs/decisions.md D-310): once the order is delivered, one review
 * per print (stars, a few lines, up to 3 photos), edited or deleted by its author. Before delivery, one line says why.
 */
export function OrderReviews({ orderHash }: { orderHash: string }) {
  const { data } = useGetOrderReviewsQuery({ orderHash });
  if (!data || (!data.canReview && data.lines.every((line) => !line.review))) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="reviews-heading"
      id="reviews"
      sx={{ p: 3 }}
    >
      <Typography id="reviews-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Review your prints
      </Typography>
      <Stack spacing={3}>
        {data.lines.map((line) => (
          <Box key={line.lineId}>
            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
              {lineLabel(line)}
            </Typography>
            <LineReview orderHash={orderHash} line={line} canReview={data.canReview} />
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
