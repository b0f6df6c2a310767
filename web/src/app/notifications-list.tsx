import { Notifications } from '@mantine/notifications';

/** The notifications' list and animations, in a chunk of their own (app.tsx loads it on demand). */
export default function NotificationsList() {
  return <Notifications position="top-right" />;
}
