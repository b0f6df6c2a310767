import { notifications, notificationsStore } from '@mantine/notifications';
import { showAlert, type AlertType } from '../feedback/show-alert';

const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Says a refused form in a notification, one alert at a time (platform.md 8). When the global
 * handling of failed calls already shows the same words, that alert stays and no second one
 * follows it.
 */
export function sayRefusal(type: AlertType, message: string) {
  const shown = notificationsStore
    .getState()
    .notifications.some(
      (notice) => typeof notice.message === 'string' && plain(notice.message) === plain(message),
    );
  if (shown) return;
  notifications.clean();
  showAlert(type, message);
}
