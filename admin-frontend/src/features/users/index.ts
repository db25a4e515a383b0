// The users feature's public API (the Users tab and a user's page).
export { UserDetail } from './components/user-detail';
export { UsersTab } from './components/users-tab';
