import { UsersTab } from '../../features/users';

/** Lazy route module for the Users tab. */
export function Component() {
  return <UsersTab />;
}
