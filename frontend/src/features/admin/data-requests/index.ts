export { DataRequestsTab } from './components/data-requests-tab';
