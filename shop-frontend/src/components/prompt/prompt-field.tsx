import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { LIMITS } from '@petart/domain';

export type PromptFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'helperText'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/** Keeps a custom prompt within the limit generation uses (typed, pasted or built from chips). */
export function clampPrompt(text: string): string {
  return text.slice(0, LIMITS.customPromptMax);
}

/**
 * A custom-prompt field (style context, refine changes) with its limit and a live counter: the field stops at
 * LIMITS.customPromptMax characters, so what is sent is exactly what it shows (no server validation dialog, no
 * silent cut).
 */
export function PromptField({ value, onValueChange, slotProps, ...props }: PromptFieldProps) {
  const max = LIMITS.customPromptMax;
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onValueChange(clampPrompt(event.target.value))}
      // No counter on a disabled field (nothing can be typed; its dimmed text would be unreadable).
      helperText={props.disabled ? undefined : `${value.length}/${max} characters`}
      slotProps={{
        ...slotProps,
        htmlInput: { maxLength: max },
        formHelperText: { sx: { textAlign: 'right' } },
      }}
    />
  );
}
