import { FAILURE_TEXTS } from '@petart/domain';
import { useNavigate } from 'react-router';
import { describeApiError } from '@petart/web-shared/api-error';
import { api, useLogoutMutation } from '../../../api/enhanced-api';
import { signedOut, useAppDispatch } from '../../../auth';
import { useToast } from '../../../components/toast';
import { paths } from '../../../config/paths';

/** product.md P11: logout redirect delay. */
export const LOGOUT_REDIRECT_DELAY_MS = 1000;

/**
 * Log out (product.md P3): POST /api/logout (revokes the refresh cookie), clear user, token and id whatever the answer
 * (the user asked to leave), toast, then '/' after 1 s.
 */
export function useLogout() {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();

  const run = async () => {
    const result = await logout();
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    if ('error' in result) {
      toast({
        title: FAILURE_TEXTS.logoutFailed,
        description: describeApiError(result.error),
        variant: 'destructive',
      });
    } else {
      toast({
        title: 'Logged out',
        description: 'You have been successfully logged out',
        variant: 'success',
      });
    }
    // Not cleared on unmount: signing out unmounts the shell (and this hook) before the delay is over.
    setTimeout(() => void navigate(paths.home), LOGOUT_REDIRECT_DELAY_MS);
  };

  return { logout: run, isLoggingOut: isLoading };
}
