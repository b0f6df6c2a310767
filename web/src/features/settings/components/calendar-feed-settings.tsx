import { useState } from 'react';
import {
  Alert,
  Button,
  CopyButton,
  Group,
  List,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { ConfirmModal } from '../../../components/feedback/confirm-modal';
import { showAlert } from '../../../components/feedback/show-alert';
import { sharedTexts } from '../../../lib/messages';
import { useCalendarFeed, useRenewCalendarFeed } from '../api/calendar-feed';
import { calendarFeedTexts as t } from '../settings.messages';

/** How long 'Copied' shows after a copy. */
const COPIED_MS = 3000;

/** The client's private calendar feed: its address to copy, and a new one on demand. */
export function CalendarFeedSettings() {
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const [confirming, setConfirming] = useState(false);

  const makeNewLink = async () => {
    await renew.mutateAsync();
    setConfirming(false);
    showAlert('congrats', t.renewed);
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t.title}
      </Title>
      <Text>{t.intro}</Text>
      {feed.isError ? (
        <Alert color="red" variant="light">
          {t.loadFailed}
        </Alert>
      ) : !feed.data ? (
        <Loader role="progressbar" aria-label={sharedTexts.loading} />
      ) : (
        <Stack gap="xs">
          <TextInput
            label={t.address}
            value={feed.data.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group gap="sm" wrap="wrap">
            <CopyButton value={feed.data.url} timeout={COPIED_MS}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'light' : 'filled'}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? t.copied : t.copy}
                </Button>
              )}
            </CopyButton>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={() => setConfirming(true)}
            >
              {t.renew}
            </Button>
          </Group>
        </Stack>
      )}
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t.howTo}
        </Title>
        <List size="sm" spacing={4}>
          {t.steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
      </Stack>
      <Text size="sm" c="dimmed">
        {t.private}
      </Text>
      <ConfirmModal
        opened={confirming}
        title={t.renewTitle}
        body={t.renewBody}
        confirmLabel={t.renew}
        cancelLabel={t.cancel}
        busy={renew.isPending}
        onConfirm={() => void makeNewLink().catch(() => setConfirming(false))}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
