import { notifications } from '@mantine/notifications';
import { alertTitles, ERROR_TOAST_MS } from '../../lib/messages';

export type AlertType = keyof typeof alertTitles;

const colors: Record<AlertType, string> = {
  warn: 'orange',
  info: 'blue',
  congrats: 'green',
  error: 'red',
};

/** A word-safe id from a toast's text (Mantine puts the id on the element). */
function toastId(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = (hash * 33) ^ text.charCodeAt(i);
  return `toast-${(hash >>> 0).toString(36)}`;
}

/** A toast with the spec's default titles (platform.md 8: warn, info, congrats, error), never twice at once. */
export function showAlert(
  type: AlertType,
  message: string,
  options: { title?: string; autoClose?: number | false } = {},
) {
  const title = options.title ?? alertTitles[type];
  notifications.show({
    // The same toast twice at once says nothing more: a toast shown while its twin is still on
    // screen is not shown again (Mantine ignores an id already shown).
    id: toastId(`${type}|${title}|${message}`),
    color: colors[type],
    title,
    message,
    autoClose: options.autoClose ?? ERROR_TOAST_MS,
  });
}
