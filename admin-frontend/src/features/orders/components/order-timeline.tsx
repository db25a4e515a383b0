import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorBodyMessage } from '@petart/web-shared/api-error';
import { useState, type FormEvent } from 'react';
import { useAddOrderNoteMutation } from '../../../api/enhanced-api';
import type { OrderTimelineDto, OrderTimelineEntryDto } from '../../../api/generated';
import { formatDateTime } from '../../../components/format';
import { TimelineItem } from '../../../components/timeline-item';
import { useToast } from '../../../components/toast';

const KIND_LABELS: Record<OrderTimelineEntryDto['kind'], string> = {
  payment: 'Payment',
  fulfilment: 'Fulfilment',
  dispute: 'Dispute',
  refund: 'Refund',
  email: 'Email',
  job: 'Job',
  note: 'Note',
  staff: 'Staff',
};
export const NOTE_MAX_LENGTH = 2000;

/** A staff note on the order (audited by the server), shown in the timeline with its author. */
function NoteForm({ orderId }: { orderId: string }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [addNote, state] = useAddOrderNoteMutation();
  const toast = useToast();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError('Write the note first.');
      return;
    }
    setError(null);
    try {
      await addNote({ orderId, addOrderNoteDto: { body: body.trim() } }).unwrap();
      setBody('');
      toast({ title: 'Note added', description: 'The note is on the order’s timeline.' });
    } catch (failure) {
      setError(errorBodyMessage(failure) ?? 'The note could not be saved.');
    }
  };
  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate sx={{ mt: 2 }}>
      <TextField
        label="Add a note"
        multiline
        minRows={2}
        fullWidth
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={error !== null}
        helperText={error ?? 'Only staff see notes.'}
        slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={state.isLoading}>
        Add note
      </Button>
    </Box>
  );
}

/**
 * The order's timeline, oldest first: payment, fulfilment, refunds, emails sent, jobs still due (the production hold
 * with the time it ends), staff notes and staff actions; then the note form.
 */
export function OrderTimeline({ orderId, timeline }: { orderId: string; timeline: OrderTimelineDto }) {
  return (
    <Box component="section" aria-labelledby="timeline-title">
      <Typography id="timeline-title" variant="h6" component="h3" gutterBottom>
        Timeline
      </Typography>
      {timeline.productionHoldEndsAt && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          Production hold ends {formatDateTime(timeline.productionHoldEndsAt)}
        </Typography>
      )}
      <Box component="ol" aria-label="Order timeline" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {timeline.entries.map((entry, index) => (
          <TimelineItem
            key={`${entry.at}-${entry.kind}-${index}`}
            at={entry.at}
            kind={KIND_LABELS[entry.kind]}
            title={entry.title}
            actor={entry.actor}
            detail={entry.detail}
            upcoming={entry.upcoming}
          />
        ))}
      </Box>
      {timeline.entries.length === 0 && <Typography variant="body2">Nothing has happened yet.</Typography>}
      <NoteForm orderId={orderId} />
    </Box>
  );
}
