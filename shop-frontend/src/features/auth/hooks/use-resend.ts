import { useState } from 'react';
import { useResendVerificationMutation } from '../../../api/enhanced-api';
import { useToast } from '../../../components/toast';
import { resendFailureMessage } from '../auth-errors';
import { AUTH_TEXT } from '../auth-texts';

export type ResendState = 'idle' | 'sending' | 'sent' | 'error';

/** POST /auth/resend-verification with the button states of product.md P12 (Sending..., then Email Sent). */
export function useResend() {
  const [resendVerification] = useResendVerificationMutation();
  const { toast } = useToast();
  const [state, setState] = useState<ResendState>('idle');
  const [errorMessage, setErrorMessage] = useState<string>();

  const resend = async (email: string) => {
    setState('sending');
    setErrorMessage(undefined);
    const result = await resendVerification({ emailDto: { email: email.trim() } });
    if ('error' in result) {
      setErrorMessage(resendFailureMessage(result.error));
      setState('error');
      return;
    }
    setState('sent');
    toast({ title: AUTH_TEXT.resendToastTitle, description: AUTH_TEXT.resendToastMessage });
  };

  return { resend, state, errorMessage, reset: () => setState('idle') };
}
