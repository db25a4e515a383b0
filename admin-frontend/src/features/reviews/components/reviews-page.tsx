import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REVIEW_LIMITS } from '@petart/domain';
import { errorBodyMessage } from '@petart/web-shared/api-error';
import { useState } from 'react';
import {
  useApproveReviewMutation,
  useHideReviewMutation,
  useListAdminReviewsQuery,
  useReplyToReviewMutation,
  type AdminReviewDto,
} from '../../../api/enhanced-api';
import { formatDate } from '../../../components/format';
import { useToast } from '../../../components/toast';

const STATUSES = [
  { value: 'pending', label: 'Waiting' },
  { value: 'approved', label: 'Approved' },
  { value: 'hidden', label: 'Hidden' },
] as const;
type Status = (typeof STATUSES)[number]['value'];

/** One review: stars, text, photos (signed, staff see them before approval), and the actions. */
function ReviewCard({ review }: { review: AdminReviewDto }) {
  const toast = useToast();
  const [approve, approving] = useApproveReviewMutation();
  const [hide, hiding] = useHideReviewMutation();
  const [reply, replying] = useReplyToReviewMutation();
  const [answer, setAnswer] = useState(review.reply ?? '');
  const [error, setError] = useState<string | null>(null);
  const run = (action: Promise<{ data?: { message: string }; error?: unknown }>) => {
    void action.then((result) => {
      if (result.error) setError(errorBodyMessage(result.error) ?? 'The action failed.');
      else {
        setError(null);
        toast({ title: result.data?.message ?? 'Done' });
      }
    });
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="article" aria-label={`Review by ${review.authorName}`}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Rating
            value={review.rating}
            readOnly
            size="small"
            aria-label={`${review.rating} out of 5 stars`}
          />
          <Typography variant="body2" color="text.secondary">
            {review.authorName} · {formatDate(review.createdAt)}
          </Typography>
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{review.body}</Typography>
        {review.photos.length > 0 ? (
          <Stack direction="row" spacing={1}>
            {review.photos.map((photo, index) => (
              <a key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
                <img
                  src={photo.url}
                  width={96}
                  height={96}
                  loading="lazy"
                  alt={`Photo ${index + 1} of the review by ${review.authorName}`}
                  style={{ objectFit: 'cover' }}
                />
              </a>
            ))}
          </Stack>
        ) : null}
        <TextField
          size="small"
          label="Public reply"
          value={answer}
          multiline
          onChange={(event) => setAnswer(event.target.value)}
          slotProps={{ htmlInput: { maxLength: REVIEW_LIMITS.maxReplyLength } }}
        />
        {error ? <Alert severity="error">{error}</Alert> : null}
        <Stack direction="row" spacing={1}>
          {review.status !== 'approved' ? (
            <Button
              variant="contained"
              disabled={approving.isLoading}
              onClick={() => run(approve({ reviewId: review.id }))}
            >
              Approve
            </Button>
          ) : null}
          {review.status !== 'hidden' ? (
            <Button
              color="error"
              disabled={hiding.isLoading}
              onClick={() => run(hide({ reviewId: review.id }))}
            >
              Hide
            </Button>
          ) : null}
          <Button
            disabled={replying.isLoading || answer.trim() === ''}
            onClick={() => run(reply({ reviewId: review.id, reviewReplyBodyDto: { reply: answer.trim() } }))}
          >
            Save reply
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * Review moderation (docs/decisions.md D-310): the reviews waiting for a decision, approved or hidden, each with its
 * photos; approve (the shop shows it), hide (it no longer does), a public reply. Every action is audited.
 */
export function ReviewsPage() {
  const [status, setStatus] = useState<Status>('pending');
  const { data, isError, error } = useListAdminReviewsQuery({ status });
  return (
    <Stack spacing={2}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
        Reviews
      </Typography>
      <Tabs value={status} onChange={(_event, value: Status) => setStatus(value)} aria-label="Review status">
        {STATUSES.map((s) => (
          <Tab
            key={s.value}
            value={s.value}
            label={`${s.label}${data ? ` (${data.counts[s.value]})` : ''}`}
          />
        ))}
      </Tabs>
      {isError ? (
        <Alert severity="error">{errorBodyMessage(error) ?? 'The reviews could not be read.'}</Alert>
      ) : null}
      {data && data.reviews.length === 0 ? (
        <Typography color="text.secondary">No reviews here.</Typography>
      ) : null}
      {data?.reviews.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
    </Stack>
  );
}
