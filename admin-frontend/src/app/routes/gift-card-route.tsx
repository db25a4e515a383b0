import { useParams } from 'react-router';
import { GiftCardDetail } from '../../features/gift-cards';

/** Lazy route module for one gift card. */
export function Component() {
  const { cardId = '' } = useParams();
  return <GiftCardDetail key={cardId} cardId={cardId} />;
}
