import type { FieldErrors } from '@petart/domain';
import { useState, type ChangeEvent } from 'react';

/** The props a text or password field of an auth form takes from its form state. */
export interface BoundFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  helperText: string | undefined;
  fullWidth: true;
  /**
   * The label sits above the field from the start. The sign-in page is prerendered and the visitor may type before
   * the app has taken it over (src/app/until-first-interaction.ts); a label inside the field, which only the app
   * moves up, would cover the first characters until then.
   */
  slotProps: { inputLabel: { shrink: true } };
}

/**
 * Values and field errors of a small form (login, register, reset password). Editing a field clears its error and
 * calls `onEdit` (the forms clear their server alert there). `field(name)` gives the props to spread on the input.
 */
export function useFormFields<F extends string>(initial: Record<F, string>, onEdit?: () => void) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const field = (name: F): BoundFieldProps => ({
    value: values[name],
    onChange: (event) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
      onEdit?.();
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    slotProps: { inputLabel: { shrink: true } },
  });

  return { values, errors, setErrors, field };
}
