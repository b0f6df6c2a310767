import { List, Loader, Modal, Stack, Text } from '@mantine/core';
import { createStore, useStore } from '../../lib/create-store';
import { appIconDeclinedMessages as m } from '../../lib/messages';
import { useCoachIcon } from '../../features/customisation/api/get-coach-icon';

const appIconDeclinedOpen = createStore(false);
export const openAppIconDeclined = () => appIconDeclinedOpen.set(true);

/** The declined-app-icon modal (platform.md 2.16, 8) with the reasons from GET coach/coach_icon. */
export function AppIconDeclinedModal() {
  const opened = useStore(appIconDeclinedOpen);
  const icon = useCoachIcon({ enabled: opened });
  return (
    <Modal
      opened={opened}
      onClose={() => appIconDeclinedOpen.set(false)}
      title={<Text fw={700}>{m.title}</Text>}
    >
      <Stack gap="sm">
        <Text size="sm">{m.body}</Text>
        {icon.isPending ? (
          <Loader size="sm" />
        ) : (
          <List spacing="xs" size="sm">
            {(icon.data?.decline_reasons ?? []).map((reason) => (
              <List.Item key={reason.title}>
                <Text size="sm" fw={600}>
                  {reason.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {reason.description}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Modal>
  );
}
