import { useParams } from 'react-router';
import { ReprintPage } from '../../features/claims';

/** Lazy route module for the page of a claim's reprint. */
export function Component() {
  const { claimId = '' } = useParams();
  return <ReprintPage key={claimId} claimId={claimId} />;
}
