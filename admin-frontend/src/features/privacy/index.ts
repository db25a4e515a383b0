// The privacy feature's public API: the list of the customers' export and deletion requests.
export { PrivacyRequestsPage } from './components/privacy-requests-page';
