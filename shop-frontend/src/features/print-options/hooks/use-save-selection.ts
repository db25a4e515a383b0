import { MESSAGES, normalizePrintType, type PrintSize } from '@petart/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api, useUpdateSessionMutation } from '../../../api/enhanced-api';
import { useAppDispatch } from '../../../auth';
import { useToast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { PRINT_OPTIONS_TEXTS, VERIFY_WAIT_MS } from '../print-options-rules';

/**
 * 'Continue to Preview' (product.md P10): saves type and size, waits 1 s, re-reads the session and requires both fields
 * before opening the preview; 'Warning' toast otherwise. `saving` disables the screen meanwhile.
 */
export function useSaveSelection(sessionId: string) {
  const [saving, setSaving] = useState(false);
  const [updateSession] = useUpdateSessionMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const save = async (type: string, selectedSize: PrintSize | undefined) => {
    if (!selectedSize) {
      toast({
        title: MESSAGES.sizeRequiredTitle,
        description: MESSAGES.sizeRequiredMessage,
        variant: 'destructive',
      });
      return;
    }
    setSaving(true);
    const failed = () => {
      if (!mounted.current) return;
      setSaving(false);
      toast({
        title: PRINT_OPTIONS_TEXTS.saveFailedTitle,
        description: PRINT_OPTIONS_TEXTS.saveFailedMessage,
        variant: 'destructive',
      });
    };
    const saved = await updateSession({
      sessionId,
      updateSessionDto: {
        selectedPrintType: normalizePrintType(type),
        selectedPrintSize: selectedSize.value,
      },
    });
    if ('error' in saved) return failed();
    // product.md P10: after saving, re-read the session and require both fields before moving on.
    await new Promise((resolve) => setTimeout(resolve, VERIFY_WAIT_MS));
    if (!mounted.current) return;
    const check = await dispatch(
      api.endpoints.getSession.initiate({ sessionId }, { forceRefetch: true, subscribe: false }),
    );
    if (!check.data?.selectedPrintType || !check.data.selectedPrintSize) return failed();
    void navigate(paths.app.preview(sessionId));
  };

  return { saving, save };
}
