import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { AUTH_TEXT } from '../auth-texts';
import type { FormAlertModel } from '../auth-errors';

/** The error alert of an auth form; lists server validation details when there are some. */
export function FormAlert({ alert }: { alert: FormAlertModel | undefined }) {
  if (!alert) return null;
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{alert.title}</AlertTitle>
      {alert.details && alert.details.length > 0 ? (
        <>
          <Typography variant="body2">{AUTH_TEXT.fixTheFollowing}</Typography>
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {alert.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        </>
      ) : (
        alert.message
      )}
    </Alert>
  );
}
