import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';

export interface CodeFieldProps {
  /** The link that opens the input ("Have a discount code?"). */
  openLabel: string;
  /** The input's label, also the group's name. */
  label: string;
  applyLabel: string;
  /** The Apply button's accessible name when it differs from its text (two such fields on one page). */
  applyName?: string;
  removeLabel: string;
  removeName?: string;
  /** What is applied, in words; null while nothing is. */
  appliedText: string | null;
  appliedTestId: string;
  onRemove: () => void;
  /** Checks and applies a code; resolves with the message to show when it does not apply, else null. */
  onSubmit: (code: string) => Promise<string | null>;
  busy: boolean;
  /** A message from outside (the pricing or the payment refused the applied code). */
  error?: string | null;
  disabled?: boolean;
  /** The field opens with this code. */
  initialCode?: string | null;
  placeholder?: string;
}

/**
 * A code at checkout (discount, gift card): a link that opens an input and Apply; an applied code shows in words with
 * Remove. Why a code does not apply shows under it; Enter applies rather than submitting the checkout form around it.
 */
export function CodeField(props: CodeFieldProps): ReactNode {
  const { appliedText, error, disabled, busy } = props;
  const [open, setOpen] = useState(Boolean(props.initialCode));
  const [code, setCode] = useState(props.initialCode ?? '');
  const [message, setMessage] = useState<string | null>(null);
  const inputId = useId();
  const shown = message ?? error ?? null;
  const alert = (sx?: object) =>
    shown ? (
      <Alert severity="error" sx={sx} role="alert">
        {shown}
      </Alert>
    ) : null;

  if (appliedText !== null) {
    return (
      <Stack spacing={1}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between' }}
          data-testid={props.appliedTestId}
        >
          <Typography variant="body2">{appliedText}</Typography>
          <Button
            size="small"
            disabled={disabled}
            aria-label={props.removeName}
            onClick={() => {
              props.onRemove();
              setCode('');
              setMessage(null);
            }}
          >
            {props.removeLabel}
          </Button>
        </Stack>
        {alert()}
      </Stack>
    );
  }

  if (!open && !shown) {
    return (
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => setOpen(true)}
        disabled={disabled}
      >
        {props.openLabel}
      </Link>
    );
  }

  const submit = async () => {
    setMessage(null);
    setMessage(await props.onSubmit(code));
  };

  return (
    <Box
      component="div"
      role="group"
      aria-label={props.label}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void submit();
        }
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          id={inputId}
          label={props.label}
          size="small"
          value={code}
          disabled={disabled || busy}
          onChange={(event) => {
            setCode(event.target.value);
            setMessage(null);
          }}
          autoComplete="off"
          placeholder={props.placeholder}
          slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false } }}
          sx={{ flex: 1 }}
        />
        <Button
          variant="outlined"
          onClick={() => void submit()}
          disabled={disabled || busy}
          aria-label={props.applyName}
          sx={{ minHeight: 40 }}
        >
          {props.applyLabel}
        </Button>
      </Stack>
      {alert({ mt: 1 })}
    </Box>
  );
}
