import { lazy } from 'react';
import { useNotifications } from '@mantine/notifications';
import { Deferred } from '../components/deferred';

const NotificationsList = lazy(() => import('./notifications-list'));

/**
 * The notifications' list and animations load with the first notification, which waits in
 * Mantine's store until they are there.
 */
export function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  return (
    <Deferred when={notifications.length + queue.length > 0}>
      <NotificationsList />
    </Deferred>
  );
}
