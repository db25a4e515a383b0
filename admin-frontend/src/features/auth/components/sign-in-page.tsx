import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { errorBodyMessage } from '@petart/web-shared/api-error';
import { api, useLoginMutation } from '../../../api/enhanced-api';
import { signedIn } from '../../../auth/auth.slice';
import { useAppDispatch } from '../../../auth/hooks';

/** The admin's own sign-in page (POST /api/login from the admin origin). */
export function SignInPage() {
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const answer = await login({ loginDto: { email: email.trim(), password } }).unwrap();
      dispatch(api.util.resetApiState());
      dispatch(signedIn(answer.authToken));
    } catch (failure) {
      setError(errorBodyMessage(failure) ?? 'Sign-in failed. Please try again.');
    }
  };

  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper
        component="form"
        onSubmit={(event) => void submit(event)}
        sx={{ p: 4, width: '100%', maxWidth: 400 }}
      >
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            PetArt Admin
          </Typography>
          <Typography
            sx={{
              color: 'text.secondary',
            }}
          >
            Sign in with your staff account.
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" variant="contained" disabled={isLoading}>
            Sign in
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
