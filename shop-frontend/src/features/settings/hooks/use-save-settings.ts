import { describeApiError } from '@petart/web-shared/api-error';
import { api, useUpdateUserSettingsMutation, type UpdateSettingsDto } from '../../../api/enhanced-api';
import { useAppDispatch } from '../../../auth';
import { useToast } from '../../../components/toast';

/** PATCH /api/user/settings with the success/failure toasts of product.md P9, then re-reads the user (product.md P14). */
export function useSaveSettings() {
  const [updateSettings, { isLoading }] = useUpdateUserSettingsMutation();
  const dispatch = useAppDispatch();
  const { toast } = useToast();

  const save = async (body: UpdateSettingsDto, texts: { success: string; failure: string }) => {
    const result = await updateSettings({ updateSettingsDto: body });
    if ('error' in result) {
      toast({ title: texts.failure, description: describeApiError(result.error), variant: 'destructive' });
      return false;
    }
    toast({ title: texts.success, variant: 'success' });
    void dispatch(api.endpoints.getUser.initiate(undefined, { forceRefetch: true, subscribe: false }));
    return true;
  };

  return { save, isSaving: isLoading };
}
