import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cropAxis, cropWindowShares } from '@petart/domain';
import { describeApiError } from '@petart/web-shared/api-error';
import { useState } from 'react';
import { useChangeMyOrderLineCropMutation, type OrderLineItemDto } from '../../../api/enhanced-api';
import { resolveApiUrl } from '../../../components/artwork';
import { useToast } from '../../../components/toast';
import { env } from '../../../config/env';
import { CROP_TEXT } from '../orders-texts';

const percent = (share: number) => `${share * 100}%`;

/**
 * "Adjust the crop" of one line of a proof awaiting approval (D-300): the artwork with the printed window drawn over
 * it (the domain's cropWindowShares, the geometry the print file is cut by) and a slider that moves the window along
 * the axis that overflows the print. Save stores the position; the order then shows the next proof being drawn.
 */
export function OrderCropDialog({
  orderHash,
  line,
  onClose,
}: {
  orderHash: string;
  line: OrderLineItemDto;
  onClose: () => void;
}) {
  // The artwork's shape as the latest proof measured it, else as the picture itself shows once loaded.
  const [measured, setMeasured] = useState<number | null>(null);
  const artworkAspect = line.artworkAspect ?? measured;
  const [position, setPosition] = useState(line.cropPosition ?? line.proofCropPosition ?? 0.5);
  const [save, state] = useChangeMyOrderLineCropMutation();
  const { toast } = useToast();
  const axis = artworkAspect ? cropAxis(artworkAspect, line.printAspect) : null;
  const shares = artworkAspect ? cropWindowShares(artworkAspect, line.printAspect, position) : null;
  const nothingToMove = artworkAspect !== null && axis === null;
  const submit = async () => {
    const result = await save({ orderHash, lineId: line.id, orderLineCropDto: { position } });
    if ('data' in result) {
      toast({ title: CROP_TEXT.saved });
      onClose();
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="crop-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="crop-dialog-title">{CROP_TEXT.dialogTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <DialogContentText>{CROP_TEXT.dialogText}</DialogContentText>
          <Box sx={{ position: 'relative', display: 'inline-block', overflow: 'hidden', lineHeight: 0 }}>
            {line.imageUrl ? (
              <img
                src={resolveApiUrl(line.imageUrl, env.apiBaseUrl)}
                alt={CROP_TEXT.picture}
                onLoad={(event) => {
                  const { naturalWidth, naturalHeight } = event.currentTarget;
                  if (naturalWidth > 0 && naturalHeight > 0) setMeasured(naturalWidth / naturalHeight);
                }}
                style={{ maxWidth: '100%', maxHeight: 360, display: 'block' }}
              />
            ) : null}
            {shares ? (
              <Box
                data-testid="crop-window"
                aria-hidden
                // The place is inline: it changes with every step of the slider (no new class per step).
                style={{
                  left: percent(shares.left),
                  top: percent(shares.top),
                  width: percent(shares.width),
                  height: percent(shares.height),
                }}
                sx={{
                  position: 'absolute',
                  outline: '2px solid #fff',
                  // Everything outside the window is dimmed: it is not printed.
                  boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.55)',
                  pointerEvents: 'none',
                }}
              />
            ) : null}
          </Box>
          {nothingToMove ? (
            <Typography>{CROP_TEXT.wholePicture}</Typography>
          ) : (
            <Box sx={{ width: '100%', px: 1 }}>
              <Slider
                value={position}
                min={0}
                max={1}
                step={0.01}
                onChange={(_event, value) => setPosition(value)}
                aria-label={CROP_TEXT.sliderLabel[axis ?? 'x']}
                getAriaValueText={(value) => CROP_TEXT.valueText(axis ?? 'x', value)}
                disabled={state.isLoading}
              />
            </Box>
          )}
          {state.isError ? (
            <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
              {describeApiError(state.error)}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={state.isLoading}>
          {CROP_TEXT.cancel}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={state.isLoading || nothingToMove}>
          {state.isLoading ? CROP_TEXT.saving : CROP_TEXT.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
