import TipsAndUpdatesOutlinedIcon from '@mui/icons-material/TipsAndUpdatesOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CHECKOUT_TEXT, FORM_TIPS } from '../checkout-texts';

/** The 'Form Completion Tips' button and dialog (product.md P12). */
export function FormTipsDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<TipsAndUpdatesOutlinedIcon />} onClick={() => setOpen(true)}>
        {CHECKOUT_TEXT.tipsButton}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="form-tips-title">
        <DialogTitle id="form-tips-title">{CHECKOUT_TEXT.tipsTitle}</DialogTitle>
        <DialogContent>
          <Typography component="ul" sx={{ pl: 2, m: 0 }}>
            {FORM_TIPS.map((tip) => (
              <Typography component="li" variant="body2" key={tip} sx={{ mb: 1 }}>
                {tip}
              </Typography>
            ))}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Got it</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
