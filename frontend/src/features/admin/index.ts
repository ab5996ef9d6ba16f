export { AdminPanel } from './panel/components/admin-panel';
