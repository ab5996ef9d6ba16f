export { ActivityTab } from './components/activity-tab';
