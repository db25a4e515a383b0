// The content feature's public API (the Content tab).
export { ContentTab } from './components/content-tab';
