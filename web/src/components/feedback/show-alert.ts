import { notifications } from '@mantine/notifications';
import { alertTitles, ERROR_TOAST_MS } from '../../lib/messages';

export type AlertType = keyof typeof alertTitles;

const colors: Record<AlertType, string> = {
  warn: 'orange',
  info: 'blue',
  congrats: 'green',
  error: 'red',
};

/** A toast with the spec's default titles (platform.md 8: warn, info, congrats, error). */
export function showAlert(
  type: AlertType,
  message: string,
  options: { title?: string; autoClose?: number | false } = {},
) {
  notifications.show({
    color: colors[type],
    title: options.title ?? alertTitles[type],
    message,
    autoClose: options.autoClose ?? ERROR_TOAST_MS,
  });
}
