import { dollarsToCents } from '@petart/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  useApproveClaimRefundMutation,
  useApproveClaimReprintMutation,
  useAskClaimCustomerMutation,
  useDeclineClaimMutation,
  type AdminClaimDto,
} from '../../../api/enhanced-api';
import { useConfirmedActions } from '../../../components/confirmed-actions';
import { RefundFields } from '../../../components/refund-fields';
import { formatCents } from '../../../components/format';
import { checkRefund, refundConfirmLabel, type RefundInput } from '../../../components/staff-action-rules';
import { affectedValueCents, checkText, refundableDollars } from '../claim-rules';

type ActionKey = 'ask' | 'decline' | 'refund' | 'reprint';

const linesInWords = (claim: AdminClaimDto) =>
  claim.lines.map((line) => `${line.printType} ${line.printSize} × ${line.quantity}`).join(', ');

/**
 * A claim's staff decisions, each behind a confirmation (the server audits each and emails the customer): ask the
 * customer for more (a new report only), decline with a reason, approve a refund of part or all (the
 * amount staff type, at most what is left of the payment), approve a reprint (a new provider order for the
 * affected lines at no charge). A refusal (the server's words) stays in the dialog.
 */
export function ClaimActions({ claim }: { claim: AdminClaimDto }) {
  const claimId = claim.id;
  const [question, setQuestion] = useState('');
  const [declineReason, setDeclineReason] = useState('');
  const [refund, setRefund] = useState<RefundInput>({ amount: '', reason: '' });
  const [note, setNote] = useState('');
  const [ask, askState] = useAskClaimCustomerMutation();
  const [decline, declineState] = useDeclineClaimMutation();
  const [approveRefund, refundState] = useApproveClaimRefundMutation();
  const [approveReprint, reprintState] = useApproveClaimReprintMutation();
  const busy =
    askState.isLoading || declineState.isLoading || refundState.isLoading || reprintState.isLoading;
  const { begin, run, fail, dialog } = useConfirmedActions<ActionKey>(busy);
  const refundable = refundableDollars(claim);

  const start = (key: ActionKey) => {
    if (key === 'ask') setQuestion('');
    if (key === 'decline') setDeclineReason('');
    if (key === 'refund') setRefund({ amount: '', reason: '' });
    if (key === 'reprint') setNote('');
    begin(key);
  };
  const confirmAsk = () => {
    const checked = checkText(question, 'Write the question for the customer.', 2000);
    if ('error' in checked) return fail(checked.error);
    void run(
      'Question sent',
      () => ask({ claimId, askClaimDto: { message: checked.value } }).unwrap(),
      'The question could not be sent.',
    );
  };
  const confirmDecline = () => {
    const checked = checkText(declineReason, 'Give the reason the customer is told.', 1000);
    if ('error' in checked) return fail(checked.error);
    void run(
      'Report declined',
      () => decline({ claimId, declineClaimDto: { reason: checked.value } }).unwrap(),
      'The report could not be declined.',
    );
  };
  const confirmRefund = () => {
    const checked = checkRefund(refund, refundable, 'Give a reason for the refund.');
    if ('error' in checked) return fail(checked.error);
    void run(
      'Refund approved',
      () => approveRefund({ claimId, approveRefundDto: checked.value }).unwrap(),
      'The refund could not be issued.',
    );
  };
  const confirmReprint = () => {
    const text = note.trim();
    void run(
      'Reprint approved',
      () => approveReprint({ claimId, approveReprintDto: text ? { note: text } : {} }).unwrap(),
      'The reprint could not be ordered.',
    );
  };

  return (
    <Box component="section" aria-label="Claim actions">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {claim.state === 'received' && (
          <Button variant="outlined" onClick={() => start('ask')}>
            Ask for more
          </Button>
        )}
        <Button variant="outlined" onClick={() => start('reprint')}>
          Approve reprint
        </Button>
        <Button variant="outlined" onClick={() => start('refund')} disabled={refundable <= 0}>
          Approve refund
        </Button>
        <Button color="error" variant="outlined" onClick={() => start('decline')}>
          Decline
        </Button>
      </Stack>

      {dialog(
        'ask',
        { title: 'Ask the customer for more?', confirmLabel: 'Send question', onConfirm: confirmAsk },
        <>
          {`${claim.order.customerEmail} is emailed the question and answers on their order page; the report waits for them.`}
          <TextField
            fullWidth
            multiline
            minRows={3}
            size="small"
            label="Question"
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
            sx={{ mt: 2 }}
          />
        </>,
      )}
      {dialog(
        'decline',
        {
          title: 'Decline this report?',
          confirmLabel: 'Decline report',
          destructive: true,
          onConfirm: confirmDecline,
        },
        <>
          The report is closed without a refund or a reprint; the customer is emailed the reason.
          <TextField
            fullWidth
            multiline
            minRows={2}
            size="small"
            label="Reason"
            value={declineReason}
            onChange={(event) => setDeclineReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            sx={{ mt: 2 }}
          />
        </>,
      )}
      {dialog(
        'refund',
        {
          title: 'Approve a refund?',
          confirmLabel: refundConfirmLabel('Approve refund', refund, dollarsToCents(refundable), 'of'),
          destructive: true,
          onConfirm: confirmRefund,
        },
        <>
          {`The affected lines are worth ${formatCents(affectedValueCents(claim))}; up to ${formatCents(dollarsToCents(refundable))} of ${formatCents(claim.order.totalAmount)} can still be refunded. The money goes back to the customer's card (5-10 business days) and they are emailed.`}
          <RefundFields
            value={refund}
            onChange={setRefund}
            refundableCents={dollarsToCents(refundable)}
            paidCents={claim.order.totalAmount}
          />
        </>,
      )}
      {dialog(
        'reprint',
        { title: 'Approve a reprint?', confirmLabel: 'Order reprint', onConfirm: confirmReprint },
        <>
          {`A new order for the affected lines (${linesInWords(claim)}) goes to the print provider now, with the same print files and at no charge to the customer. It is linked to order ${claim.order.orderNumber}, whose state does not change, and has its own tracking. Its cost (${formatCents(affectedValueCents(claim))}, the lines' price) is recorded on the claim.`}
          <TextField
            fullWidth
            size="small"
            label="Note (optional)"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            sx={{ mt: 2 }}
          />
        </>,
      )}
    </Box>
  );
}
