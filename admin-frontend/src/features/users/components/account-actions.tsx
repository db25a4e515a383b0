import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorBodyMessage } from '@petart/web-shared/api-error';
import { useState } from 'react';
import {
  type AdminUserDetailDto,
  useAdminDisableAccountMutation,
  useAdminEnableAccountMutation,
  useAdminMakeAdministratorMutation,
  useAdminRemoveAdministratorMutation,
  useAdminResendVerificationMutation,
  useAdminSendPasswordResetMutation,
} from '../../../api/enhanced-api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast';
import { useCurrentAdmin } from '../../auth';

type ActionKey = 'verify' | 'reset' | 'makeAdmin' | 'removeAdmin' | 'disable' | 'enable';

interface ActionCopy {
  label: string;
  title: string;
  text: (email: string) => string;
  destructive?: boolean;
}

/** The buttons and their confirmations (each action is audited on the server). */
export const ACCOUNT_ACTIONS: Record<ActionKey, ActionCopy> = {
  verify: {
    label: 'Resend verification email',
    title: 'Resend the verification email?',
    text: (email) => `${email} gets a new verification link (valid for 1 hour); older links stop working.`,
  },
  reset: {
    label: 'Send password reset',
    title: 'Send a password reset email?',
    text: (email) =>
      `${email} gets a link to choose a new password (valid for 1 hour). The password stays as it is until then.`,
  },
  makeAdmin: {
    label: 'Make administrator',
    title: 'Make this account an administrator?',
    text: (email) => `${email} will be able to open this back office and act on every order and account.`,
  },
  removeAdmin: {
    label: 'Remove administrator',
    title: 'Remove the administrator role?',
    text: (email) => `${email} will no longer be able to open this back office.`,
    destructive: true,
  },
  disable: {
    label: 'Disable account',
    title: 'Disable this account?',
    text: (email) =>
      `${email} is signed out everywhere at once and cannot sign in until the account is enabled again. Orders and artworks stay as they are.`,
    destructive: true,
  },
  enable: {
    label: 'Enable account',
    title: 'Enable this account?',
    text: (email) => `${email} can sign in again.`,
  },
};

/** Why the administrator role cannot be taken back here, if it cannot. */
function adminLock(user: AdminUserDetailDto, isSelf: boolean): string | undefined {
  if (user.adminByConfig) return 'Administrator by ADMIN_EMAILS (server config): remove the address there.';
  if (isSelf && user.isAdmin) return 'You cannot remove your own administrator role.';
  return undefined;
}

/** Actions on the customer's page: resend verification, password reset, administrator role, disable/enable. */
export function AccountActions({ user }: { user: AdminUserDetailDto }) {
  const me = useCurrentAdmin();
  const toast = useToast();
  const [pending, setPending] = useState<ActionKey | null>(null);
  const [resend, resendState] = useAdminResendVerificationMutation();
  const [reset, resetState] = useAdminSendPasswordResetMutation();
  const [makeAdmin, makeState] = useAdminMakeAdministratorMutation();
  const [removeAdmin, removeState] = useAdminRemoveAdministratorMutation();
  const [disable, disableState] = useAdminDisableAccountMutation();
  const [enable, enableState] = useAdminEnableAccountMutation();
  const busy = [resendState, resetState, makeState, removeState, disableState, enableState].some(
    (s) => s.isLoading,
  );
  const isSelf = me?.id === user.id;
  const lock = adminLock(user, isSelf);

  const run = async (key: ActionKey) => {
    const arg = { userId: user.id };
    const calls: Record<ActionKey, () => Promise<{ message: string }>> = {
      verify: () => resend(arg).unwrap(),
      reset: () => reset(arg).unwrap(),
      makeAdmin: () => makeAdmin(arg).unwrap(),
      removeAdmin: () => removeAdmin(arg).unwrap(),
      disable: () => disable(arg).unwrap(),
      enable: () => enable(arg).unwrap(),
    };
    try {
      const result = await calls[key]();
      toast({ title: result.message });
    } catch (error) {
      toast({
        title: `${ACCOUNT_ACTIONS[key].label} failed`,
        description: errorBodyMessage(error) ?? 'Something went wrong',
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  };

  const button = (key: ActionKey, disabled = false) => (
    <Button
      key={key}
      variant="outlined"
      color={ACCOUNT_ACTIONS[key].destructive ? 'error' : 'primary'}
      disabled={disabled || busy}
      onClick={() => setPending(key)}
    >
      {ACCOUNT_ACTIONS[key].label}
    </Button>
  );
  const copy = pending ? ACCOUNT_ACTIONS[pending] : undefined;

  return (
    <Card variant="outlined" component="section" aria-label="Account Actions">
      <CardHeader title="Account Actions" />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {!user.emailVerified && button('verify')}
          {button('reset')}
          {user.isAdmin ? button('removeAdmin', lock !== undefined) : button('makeAdmin')}
          {user.disabled ? button('enable') : button('disable', isSelf)}
        </Stack>
        {lock && (
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              mt: 1,
            }}
          >
            {lock}
          </Typography>
        )}
        {isSelf && !user.disabled && (
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              mt: 1,
            }}
          >
            This is your own account: you cannot disable it.
          </Typography>
        )}
        {copy && pending && (
          <ConfirmDialog
            open
            title={copy.title}
            confirmLabel={copy.label}
            destructive={copy.destructive}
            busy={busy}
            onCancel={() => setPending(null)}
            onConfirm={() => void run(pending)}
          >
            {copy.text(user.email)}
          </ConfirmDialog>
        )}
      </CardContent>
    </Card>
  );
}
