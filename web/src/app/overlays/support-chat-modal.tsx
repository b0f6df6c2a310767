import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useStore } from '../../lib/create-store';
import { externalLinks } from '../../lib/external-links';
import { cookieMessages as m } from '../../lib/messages';
import { supportChatOpen } from '../../lib/support-chat';

/** 'Chat to the team': the support contact, opened once preferences consent is given. */
export function SupportChatModal() {
  const opened = useStore(supportChatOpen);
  return (
    <Modal
      opened={opened}
      onClose={() => supportChatOpen.set(false)}
      title={<Text fw={700}>{m.supportTitle}</Text>}
      size="sm"
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {m.supportBody}
        </Text>
        <Button
          component="a"
          href={externalLinks.supportEmail}
          leftSection={<IconMail size={16} />}
        >
          {m.supportEmail}
        </Button>
      </Stack>
    </Modal>
  );
}
