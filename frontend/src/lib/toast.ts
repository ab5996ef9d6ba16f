// The one door to toasts: importing it mounts the app's toast container (components/toast-host).
import { enableToasts } from '../components/toast-host';

enableToasts();

export { notifications } from '@mantine/notifications';
