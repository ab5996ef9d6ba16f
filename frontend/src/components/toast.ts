// The one door to toasts: importing it mounts the app's toast container (toast-host beside it).
import { Notifications, notifications } from '@mantine/notifications';
import { provideToastContainer } from './toast-host';
import { translate } from '../i18n/dictionary';
import type { Language } from '../i18n/language';

provideToastContainer(Notifications);

export { notifications };

type ToastData = Parameters<typeof notifications.show>[0];

/** Shows a toast whose close button is named in the language of the content that raised it. */
export function showToast(language: Language, data: ToastData): string {
  return notifications.show({
    withCloseButton: true,
    ...data,
    closeButtonProps: { 'aria-label': translate(language, 'toast.close'), ...data.closeButtonProps },
  });
}
