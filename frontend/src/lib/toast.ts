// The one door to toasts: importing it mounts the app's toast container (components/toast-host).
import { Notifications } from '@mantine/notifications';
import { provideToastContainer } from '../components/toast-host';

provideToastContainer(Notifications);

export { notifications } from '@mantine/notifications';
