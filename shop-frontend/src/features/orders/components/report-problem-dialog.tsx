import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CLAIM_REASON_LABELS, CLAIM_REASONS, type ClaimReason } from '@petart/domain';
import { describeApiError } from '@petart/web-shared/api-error';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useReportOrderProblemMutation, type ClaimDto } from '../../../api/enhanced-api';
import { REPORT_FIELDS, validateReport, type ReportErrors } from '../claim-form';
import { CLAIM_TEXT } from '../claims-texts';
import { productWithQuantity } from '../order-format';
import { ClaimTextField, PhotoPicker } from './claim-fields';

export interface ClaimableLine {
  id: string;
  printType: string;
  printSize: string;
  quantity: number;
}

/**
 * "Report a problem": what went wrong (the five reasons), which items (lines already in an open report
 * are shown but cannot be chosen, with why), 1-5 photos and a description. Checked before sending, with the first
 * field in error focused; the server has the last word and its message is shown in the form. Full screen on phones.
 */
export function ReportProblemDialog({
  open,
  onClose,
  orderHash,
  lines,
  linesInOpenReport,
  linesDeclined = [],
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  orderHash: string;
  lines: readonly ClaimableLine[];
  linesInOpenReport: readonly string[];
  /** Lines of a report we declined: not reported again as if nothing happened (support looks at a disagreement). */
  linesDeclined?: readonly string[];
  onSent: (claim: ClaimDto) => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const id = useId();
  const free = lines.filter(
    (line) => !linesInOpenReport.includes(line.id) && !linesDeclined.includes(line.id),
  );
  const [reason, setReason] = useState<ClaimReason | ''>('');
  // One item left to report: it is the one.
  const [lineIds, setLineIds] = useState<string[]>(() => (free.length === 1 ? [free[0]!.id] : []));
  const [photos, setPhotos] = useState<File[]>([]);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<ReportErrors>({});
  const [report, state] = useReportOrderProblemMutation();
  const reasonRef = useRef<HTMLInputElement>(null);
  const linesRef = useRef<HTMLInputElement>(null);
  const photosRef = useRef<HTMLLabelElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateReport({ reason, lineIds, photos, description });
    setErrors(found);
    const first = REPORT_FIELDS.find((field) => found[field]);
    if (first) {
      const firstRef = {
        reason: reasonRef,
        lineIds: linesRef,
        photos: photosRef,
        description: descriptionRef,
      }[first];
      firstRef.current?.focus();
      return;
    }
    if (reason === '') return;
    const result = await report({
      orderHash,
      body: { reason, lineIds, photos, description: description.trim() },
    });
    if ('data' in result && result.data) onSent(result.data);
  };

  const toggleLine = (lineId: string, checked: boolean) => {
    setLineIds((current) =>
      checked ? [...current, lineId] : current.filter((existing) => existing !== lineId),
    );
    setErrors(({ lineIds: _done, ...rest }) => rest);
  };

  return (
    <Dialog
      open={open}
      onClose={state.isLoading ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
        <DialogTitle id={`${id}-title`}>{CLAIM_TEXT.dialogTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 0.5 }}>
            <FormControl error={Boolean(errors.reason)} component="fieldset">
              <FormLabel component="legend" id={`${id}-reason`}>
                {CLAIM_TEXT.reasonLegend}
              </FormLabel>
              <RadioGroup
                aria-labelledby={`${id}-reason`}
                name="reason"
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value as ClaimReason);
                  setErrors(({ reason: _done, ...rest }) => rest);
                }}
              >
                {CLAIM_REASONS.map((value, index) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={
                      <Radio
                        slotProps={{
                          input: {
                            ref: index === 0 ? reasonRef : undefined,
                          },
                        }}
                      />
                    }
                    label={CLAIM_REASON_LABELS[value]}
                  />
                ))}
              </RadioGroup>
              {errors.reason ? <FormHelperText role="alert">{errors.reason}</FormHelperText> : null}
            </FormControl>

            <FormControl error={Boolean(errors.lineIds)} component="fieldset">
              <FormLabel component="legend">{CLAIM_TEXT.linesLegend}</FormLabel>
              <FormGroup>
                {lines.map((line) => {
                  const open = linesInOpenReport.includes(line.id);
                  const taken = open || linesDeclined.includes(line.id);
                  const firstFree = free[0]?.id === line.id;
                  return (
                    <Stack key={line.id}>
                      <FormControlLabel
                        disabled={taken}
                        control={
                          <Checkbox
                            checked={lineIds.includes(line.id)}
                            onChange={(event) => toggleLine(line.id, event.target.checked)}
                            slotProps={{
                              input: {
                                ref: firstFree ? linesRef : undefined,
                                ...(taken ? { 'aria-describedby': `${id}-taken-${line.id}` } : {}),
                              },
                            }}
                          />
                        }
                        label={productWithQuantity(line)}
                      />
                      {taken ? (
                        <FormHelperText id={`${id}-taken-${line.id}`} sx={{ mt: -0.5, ml: 4 }}>
                          {open ? CLAIM_TEXT.lineInOpenReport : CLAIM_TEXT.lineDeclined}
                        </FormHelperText>
                      ) : null}
                    </Stack>
                  );
                })}
              </FormGroup>
              {errors.lineIds ? <FormHelperText role="alert">{errors.lineIds}</FormHelperText> : null}
            </FormControl>

            <PhotoPicker
              files={photos}
              onChange={(next) => {
                setPhotos(next);
                setErrors(({ photos: _done, ...rest }) => rest);
              }}
              legend={CLAIM_TEXT.photosLegend}
              help={CLAIM_TEXT.photosHelp}
              error={errors.photos}
              buttonRef={photosRef}
            />

            <ClaimTextField
              label={CLAIM_TEXT.descriptionLabel}
              value={description}
              onChange={(next) => {
                setDescription(next);
                setErrors(({ description: _done, ...rest }) => rest);
              }}
              minRows={3}
              inputRef={descriptionRef}
              error={errors.description}
              help={CLAIM_TEXT.descriptionHelp}
            />

            {state.isError ? (
              <Alert severity="error" role="alert">
                {describeApiError(state.error)}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={state.isLoading}>
            {CLAIM_TEXT.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={state.isLoading}>
            {state.isLoading ? CLAIM_TEXT.sending : CLAIM_TEXT.send}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
