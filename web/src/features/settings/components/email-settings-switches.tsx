import { Stack } from '@mantine/core';
import type { EmailSettings } from '@forma/contract/accounts/users.schemas';
import { showAlert } from '../../../components/feedback/show-alert';
import { useUpdatePrivate } from '../../accounts';
import { emailSettingsTexts as t, savedText } from '../settings.messages';
import { AutosaveSwitch } from './autosave-switch';

type Item = { key: keyof EmailSettings; label: string; description: string };

// spec 3: coach e-mail settings are daily summary, client activity and marketing e-mails.
export const COACH_EMAIL_SETTINGS: readonly Item[] = [
  {
    key: 'daily_summary',
    label: t.dailySummary,
    description: t.dailySummaryHint,
  },
  {
    key: 'client_activity',
    label: t.clientActivity,
    description: t.clientActivityHint,
  },
  { key: 'marketing', label: t.marketing, description: t.marketingHint },
];

export const CLIENT_EMAIL_SETTINGS: readonly Item[] = [
  { key: 'marketing', label: t.marketing, description: t.marketingHint },
];

/** PATCH users/private {private:{email_settings:{key: on}}}, one switch at a time. */
export function EmailSettingsSwitches({
  settings,
  items,
}: {
  settings: EmailSettings;
  items: readonly Item[];
}) {
  const updatePrivate = useUpdatePrivate();
  return (
    <Stack gap="lg">
      {items.map((item) => (
        <AutosaveSwitch
          key={item.key}
          label={item.label}
          description={item.description}
          checked={settings[item.key]}
          onSave={(on) =>
            updatePrivate
              .mutateAsync({ private: { email_settings: { [item.key]: on } } })
              .then(() => showAlert('congrats', savedText))
          }
        />
      ))}
    </Stack>
  );
}
