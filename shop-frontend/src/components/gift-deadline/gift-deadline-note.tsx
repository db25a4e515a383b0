import CardGiftcardOutlinedIcon from '@mui/icons-material/CardGiftcardOutlined';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useGetGiftDeadlineQuery, type GetGiftDeadlineApiArg } from '../../api/enhanced-api';
import { paths } from '../../config/paths';

/** The argument the landing page asks with: every print, to the server's default destination (the US). */
export const LANDING_GIFT_DEADLINE_ARG: GetGiftDeadlineApiArg = {};

/**
 * The next gift holiday's order-by date for a destination and prints ("Order by Dec 5 for Christmas delivery in the
 * US"), or that it has passed and what still can (a gift card), from GET /api/delivery/gift-deadline. The landing
 * page gets the answer in its HTML as sent (the server completes the prerendered page): the paragraph is always
 * rendered, the same on the server and in the app, and hides itself while it has nothing to say. Inside the app
 * (`offerGiftCard`), a holiday that cannot be made any more comes with the way that still works: a gift card.
 */
export function GiftDeadlineNote({
  arg,
  align = 'left',
  offerGiftCard = false,
}: {
  arg: GetGiftDeadlineApiArg;
  align?: 'left' | 'center';
  /** Link the gift card page when the date has passed (not on the prerendered landing page: its HTML is fixed). */
  offerGiftCard?: boolean;
}) {
  const { data } = useGetGiftDeadlineQuery(arg);
  const deadline = data?.deadline;
  return (
    <Typography
      component="p"
      variant="body2"
      data-testid="gift-deadline"
      data-kind={deadline?.kind ?? 'none'}
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'center',
        justifyContent: align === 'center' ? 'center' : 'flex-start',
        fontWeight: 600,
        color: deadline?.kind === 'passed' ? 'text.secondary' : 'secondary.dark',
        '&:has(> span:empty)': { display: 'none' },
      }}
    >
      <CardGiftcardOutlinedIcon fontSize="small" aria-hidden />
      <span>{deadline?.sentence ?? ''}</span>
      {offerGiftCard && deadline?.kind === 'passed' ? (
        <Link component={RouterLink} to={paths.app.giftCards}>
          Give a gift card
        </Link>
      ) : null}
    </Typography>
  );
}
