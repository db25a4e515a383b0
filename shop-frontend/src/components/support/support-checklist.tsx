import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

/** What to include in a support email (product.md P12 Contact page, product.md P12 Support page). */
export const SUPPORT_CHECKLIST = [
  'Your order number (if you have one)',
  'The email address you signed up with',
  'Screenshots of any error messages',
  'A step-by-step description of what happened',
  'The device and browser you are using',
] as const;

export function SupportChecklist() {
  return (
    <List dense aria-label="What to include">
      {SUPPORT_CHECKLIST.map((item) => (
        <ListItem key={item} disableGutters>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <CheckCircleOutlineIcon color="primary" fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={item} />
        </ListItem>
      ))}
    </List>
  );
}
