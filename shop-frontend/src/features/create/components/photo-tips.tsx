import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export const PHOTO_TIPS = [
  'Close-up and high resolution',
  'Full-faced and centered',
  'Well lit',
  'Unfiltered and natural',
] as const;

/** Tips panel of the upload step (product.md P12). */
export function PhotoTips() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        For Best Results, Use Photos That Are:
      </Typography>
      <List dense disablePadding>
        {PHOTO_TIPS.map((tip) => (
          <ListItem key={tip} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <CheckCircleOutlineIcon color="success" />
            </ListItemIcon>
            <ListItemText primary={tip} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
