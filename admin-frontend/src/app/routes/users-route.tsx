import { UsersTab } from '../../features/users/components/users-tab';

/** Lazy route module for the Users tab. */
export function Component() {
  return <UsersTab />;
}
