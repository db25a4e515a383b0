import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { getPrintType } from '@petart/domain';
import { describeApiError } from '@petart/web-shared/api-error';
import { useState } from 'react';
import {
  useChangeMyOrderLineNameMutation,
  type NameOnPrintDto,
  type OrderDto,
  type OrderLineItemDto,
} from '../../../api/enhanced-api';
import { useToast } from '../../../components/toast';
import {
  nameFormValue,
  NameOnPrintSection,
  NamePreview,
  type NameOnPrintForm,
} from '../../../components/name-on-print';
import { useBefore } from '../hooks/use-before';
import { ORDER_NAME_TEXT } from '../orders-texts';
import { formatDeadline } from '../printing-start';

/** The line's name as the form holds it (the name is on: a paid name is changed, never removed, D-186). */
function formOf(name: NameOnPrintDto): NameOnPrintForm {
  return {
    enabled: true,
    name: name.name,
    secondLine: name.secondLine ?? '',
    font: name.font,
    placement: name.placement ?? 'bottom',
    colour: name.colour ?? 'auto',
  };
}

/** The "Change the name" dialog: the preview screen's form, saved through the order's route. */
function EditNameDialog({
  orderHash,
  line,
  name,
  onClose,
}: {
  orderHash: string;
  line: OrderLineItemDto;
  name: NameOnPrintDto;
  onClose: () => void;
}) {
  const [form, setForm] = useState(() => formOf(name));
  // On a phone the form gets the whole screen (the font choices are wide).
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [change, state] = useChangeMyOrderLineNameMutation();
  const { toast } = useToast();
  const checked = nameFormValue(form);
  const save = async () => {
    if (!checked.value) return;
    const result = await change({ orderHash, lineId: line.id, nameOnPrintDto: checked.value });
    if ('data' in result) {
      toast({ title: ORDER_NAME_TEXT.saved });
      onClose();
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="edit-name-title"
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <DialogTitle id="edit-name-title">{ORDER_NAME_TEXT.dialogTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{ORDER_NAME_TEXT.dialogText}</DialogContentText>
          <NamePreview
            imageUrl={line.imageUrl}
            printType={line.printType}
            printSize={line.printSize}
            name={checked.value}
            cropPosition={line.cropPosition}
          />
          <NameOnPrintSection form={form} onChange={setForm} paid />
          {state.isError ? <Alert severity="error">{describeApiError(state.error)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={state.isLoading}>
          {ORDER_NAME_TEXT.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={state.isLoading || checked.value === null}
        >
          {state.isLoading ? ORDER_NAME_TEXT.saving : ORDER_NAME_TEXT.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One named line: the name, and while the hold lasts an "Edit Name" button. */
function LineName({ order, line, name }: { order: OrderDto; line: OrderLineItemDto; name: NameOnPrintDto }) {
  const beforeHold = useBefore(line.nameEditableUntil);
  // While a proof awaits approval the name may change with no deadline (a new proof follows).
  const untilApproval = line.nameEditable && line.nameEditableUntil === null;
  const editable = beforeHold || untilApproval;
  const [editing, setEditing] = useState(false);
  const product = `${getPrintType(line.printType)?.label ?? line.printType} ${line.printSize}`;
  const until = beforeHold ? line.nameEditableUntil : null;
  return (
    <Stack spacing={0.5} data-testid="order-line-name">
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
        }}
      >
        {product}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} data-testid="order-line-name-text">
        {ORDER_NAME_TEXT.nameLine(name.name, name.secondLine)}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
        }}
      >
        {until
          ? ORDER_NAME_TEXT.editable(formatDeadline(until))
          : untilApproval
            ? ORDER_NAME_TEXT.editableUntilApproval
            : ORDER_NAME_TEXT.asPrinted}
      </Typography>
      {editable ? (
        <div>
          <Button
            variant="outlined"
            onClick={() => setEditing(true)}
            aria-label={`${ORDER_NAME_TEXT.edit}, ${product}`}
          >
            {ORDER_NAME_TEXT.edit}
          </Button>
        </div>
      ) : null}
      {editing ? (
        <EditNameDialog
          orderHash={order.orderHash}
          line={line}
          name={name}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </Stack>
  );
}

/**
 * "Editable until production": the name on each named line of the customer's order, with "Edit Name"
 * while the print waits on hold (the order's `nameEditableUntil`, the domain's nameChangeDecision); afterwards the
 * name as printed. Nothing for an order without a name.
 */
export function OrderLineNames({ order }: { order: OrderDto }) {
  const named = (order.items ?? []).flatMap((line) =>
    line.personalisation ? [{ line, name: line.personalisation }] : [],
  );
  if (named.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={ORDER_NAME_TEXT.title}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {ORDER_NAME_TEXT.title}
      </Typography>
      <Stack spacing={2}>
        {named.map(({ line, name }) => (
          <LineName key={line.id} order={order} line={line} name={name} />
        ))}
      </Stack>
    </Paper>
  );
}
