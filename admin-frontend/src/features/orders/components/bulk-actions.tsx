import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  useResendOrderEmailMutation,
  useSyncSelectedOrdersMutation,
  type AdminOrderDto,
} from '../../../api/enhanced-api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isoDay } from '../../../components/format';
import { useToast } from '../../../components/toast';
import { saveFile } from '../api/export-csv';
import { selectedOrdersCsv } from '../api/selected-csv';

/**
 * What staff can do with the orders selected in the list: export them as a CSV, resend each one's confirmation
 * email (after confirming; each resend is audited on the server), re-read them at the print provider (sync), clear
 * the selection.
 */
export function BulkActions({ selected, onClear }: { selected: AdminOrderDto[]; onClear: () => void }) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [resend, resendState] = useResendOrderEmailMutation();
  const [sync, syncState] = useSyncSelectedOrdersMutation();
  const count = selected.length;
  const noun = count === 1 ? 'order' : 'orders';

  const exportSelected = () => {
    const name = `petart-orders-selected-${isoDay(new Date())}.csv`;
    saveFile(new Blob([selectedOrdersCsv(selected)], { type: 'text/csv;charset=utf-8' }), name);
    toast({ title: 'Export Successful', description: `Saved ${name} (${count} ${noun})` });
  };
  const resendAll = async () => {
    const outcomes = await Promise.allSettled(
      selected.map((order) =>
        resend({ orderId: order.id, resendOrderEmailDto: { kind: 'confirmation' } }).unwrap(),
      ),
    );
    setConfirming(false);
    const failed = outcomes.filter((outcome) => outcome.status === 'rejected').length;
    toast({
      title: 'Confirmations resent',
      description: `${count - failed} queued, ${failed} failed`,
      variant: failed > 0 ? 'destructive' : 'default',
    });
  };

  const syncSelected = async () => {
    try {
      const result = await sync({
        syncSelectedOrdersDto: { orderIds: selected.map((order) => order.id) },
      }).unwrap();
      toast({
        title: 'Status Sync Complete',
        description: `${result.synced} synced, ${result.skipped} not at the provider, ${result.failed} failed`,
        variant: result.failed > 0 ? 'destructive' : 'default',
      });
    } catch {
      toast({
        title: 'Sync Failed',
        description: 'The selected orders could not be synced.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      aria-label="Selected orders"
      role="toolbar"
      sx={{
        flexWrap: 'wrap',
        alignItems: 'center',
        mb: 1,
        p: 1,
        bgcolor: 'action.selected',
        borderRadius: 1,
      }}
    >
      <Typography variant="body2" sx={{ mr: 1 }}>
        {count} selected
      </Typography>
      <Button size="small" variant="outlined" onClick={exportSelected}>
        Export selected
      </Button>
      <Button size="small" variant="outlined" onClick={() => setConfirming(true)}>
        Resend confirmation
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={syncState.isLoading}
        onClick={() => void syncSelected()}
      >
        Sync selected
      </Button>
      <Button size="small" onClick={onClear}>
        Clear selection
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Resend the confirmation of ${count} ${noun}?`}
        confirmLabel="Resend confirmations"
        busy={resendState.isLoading}
        onConfirm={() => void resendAll()}
        onCancel={() => setConfirming(false)}
      >
        Each customer receives their order confirmation email again. An order whose confirmation was never
        sent is skipped and counted as failed.
      </ConfirmDialog>
    </Stack>
  );
}
