import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { PromptField } from '../../../components/prompt';
import Typography from '@mui/material/Typography';
import { RESULTS_TEXTS } from '../results-rules';

/** Value of the 'Keep current style' option. */
export const KEEP_CURRENT_STYLE = '';

export interface RefinePanelProps {
  styles: readonly string[];
  style: string;
  changes: string;
  /** False once the session was refined: the panel is disabled and dimmed with a message. */
  allowed: boolean;
  busy: boolean;
  onStyleChange: (style: string) => void;
  onChangesChange: (text: string) => void;
  onSubmit: () => void;
}

/** 'Refine your result' panel of the results step (product.md P12 Results, P3 Revision). */
export function RefinePanel({
  styles,
  style,
  changes,
  allowed,
  busy,
  onStyleChange,
  onChangesChange,
  onSubmit,
}: RefinePanelProps) {
  const disabled = !allowed || busy;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="refine-title"
      data-testid="refine-panel"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography variant="h6" component="h2" id="refine-title" sx={{ mb: 2 }}>
        Refine your result
      </Typography>
      {!allowed ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {RESULTS_TEXTS.alreadyRefined}
        </Alert>
      ) : null}
      <Stack spacing={2}>
        <FormControl fullWidth disabled={disabled}>
          {/* 'Keep current style' is the empty value: keep the label raised so the two never overlap. */}
          <InputLabel id="refine-style-label" shrink>
            Art style
          </InputLabel>
          <Select
            labelId="refine-style-label"
            label="Art style"
            value={style}
            notched
            displayEmpty
            onChange={(event) => onStyleChange(event.target.value)}
            renderValue={(value) => (value === KEEP_CURRENT_STYLE ? 'Keep current style' : value)}
          >
            <MenuItem value={KEEP_CURRENT_STYLE}>Keep current style</MenuItem>
            {styles.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <PromptField
          label="Any specific changes?"
          multiline
          rows={3}
          fullWidth
          placeholder={RESULTS_TEXTS.refinePlaceholder}
          value={changes}
          disabled={disabled}
          onValueChange={onChangesChange}
        />
        <Button variant="contained" disabled={disabled} onClick={onSubmit}>
          Create New Variation
        </Button>
      </Stack>
    </Paper>
  );
}
