import { useState } from 'react';
import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { consentStore, cookieSettingsOpen, saveConsent } from '../../lib/cookie-consent';
import { useStore } from '../../lib/create-store';
import { cookieMessages as m } from '../../lib/messages';

function CookieSettingsForm({ onDone }: { onDone: () => void }) {
  const saved = useStore(consentStore);
  const [preferences, setPreferences] = useState(saved?.preferences ?? false);
  const [analytics, setAnalytics] = useState(saved?.analytics ?? false);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {m.body}
      </Text>
      <Switch checked disabled label={m.necessary} description={m.necessaryHint} />
      <Switch
        checked={preferences}
        onChange={(event) => setPreferences(event.currentTarget.checked)}
        label={m.preferences}
        description={m.preferencesHint}
      />
      <Switch
        checked={analytics}
        onChange={(event) => setAnalytics(event.currentTarget.checked)}
        label={m.analytics}
        description={m.analyticsHint}
      />
      <Group justify="flex-end">
        <Button
          onClick={() => {
            saveConsent({ preferences, analytics });
            onDone();
          }}
        >
          {m.save}
        </Button>
      </Group>
    </Stack>
  );
}

/** Cookie settings (footer link; 'Talk to support' without preferences consent opens it too). */
export function CookieSettingsModal() {
  const opened = useStore(cookieSettingsOpen);
  const close = () => cookieSettingsOpen.set(false);
  return (
    <Modal opened={opened} onClose={close} title={<Text fw={700}>{m.title}</Text>}>
      {opened && <CookieSettingsForm onDone={close} />}
    </Modal>
  );
}
