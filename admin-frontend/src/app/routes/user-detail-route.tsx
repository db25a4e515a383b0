import { useParams } from 'react-router';
import { UserDetail } from '../../features/users';

/** Lazy route module for one user's details. */
export function Component() {
  const { userId = '' } = useParams();
  return <UserDetail key={userId} userId={userId} />;
}
