import Typography from '@mui/material/Typography';
import { giftSummary } from '@petart/domain';
import type { OrderGiftDto } from '../../../api/enhanced-api';
import { ORDER_TEXT } from '../orders-texts';

/**
 * "Gift for Sam — message: Happy birthday!" (the domain's giftSummary), shown as text; on the order page also whom
 * the shipping email goes to.
 */
export function OrderGift({ gift, withEmail = false }: { gift: OrderGiftDto; withEmail?: boolean }) {
  return (
    <>
      <Typography variant="body2" data-testid="order-gift" sx={{ overflowWrap: 'anywhere' }}>
        {giftSummary(gift)}
      </Typography>
      {withEmail ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, overflowWrap: 'anywhere' }}>
          {ORDER_TEXT.giftEmail(gift.recipientName, gift.recipientEmail)}
        </Typography>
      ) : null}
    </>
  );
}
