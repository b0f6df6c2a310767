import { useNavigate, useParams } from '../../../lib/router';
import { Center, Loader, Paper, Stack, Tabs } from '@mantine/core';
import type { PrivateUser } from '@forma/contract/accounts/users.schemas';
import { pathTo } from '../../../lib/routes/paths';
import { showAlert } from '../../../components/feedback/show-alert';
import { PageContainer } from '../../../components/layout/page-container';
import { sharedTexts } from '../../../lib/messages';
import { useUpdatePrivate } from '../../accounts';
import { useMe } from '../../../lib/session/me';
import { AutosaveSwitch } from '../components/autosave-switch';
import { CalendarFeedSettings } from '../components/calendar-feed-settings';
import {
  CLIENT_EMAIL_SETTINGS,
  EmailSettingsSwitches,
} from '../components/email-settings-switches';
import { UnitControl } from '../components/unit-control';
import { clientSettingsTexts as t, savedText } from '../settings.messages';

const TABS = [
  { value: 'default-units', label: t.tabs.units },
  { value: 'emails', label: t.tabs.emails },
  { value: 'privacy', label: t.tabs.privacy },
  { value: 'calendar', label: t.tabs.calendar },
] as const;

/** settings/:tab for clients: default units, e-mails, privacy (spec 2.4) and the calendar feed. */
export default function ClientSettingsPage() {
  const me = useMe();
  const { tab = 'default-units' } = useParams();
  const navigate = useNavigate();
  return (
    <PageContainer size="md" title={t.title}>
      <Tabs
        value={tab}
        onChange={(next) => next && navigate(pathTo('settings', { tab: next }))}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((item) => (
            <Tabs.Tab key={item.value} value={item.value}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {me ? (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} mt="md">
            <Tabs.Panel value="default-units">
              <UnitsPanel person={me.private} />
            </Tabs.Panel>
            <Tabs.Panel value="emails">
              <EmailSettingsSwitches
                settings={me.private.email_settings}
                items={CLIENT_EMAIL_SETTINGS}
              />
            </Tabs.Panel>
            <Tabs.Panel value="privacy">
              <PrivacyPanel person={me.private} />
            </Tabs.Panel>
            <Tabs.Panel value="calendar">
              <CalendarFeedSettings />
            </Tabs.Panel>
          </Paper>
        ) : (
          <Center mih={200}>
            <Loader role="progressbar" aria-label={sharedTexts.loading} />
          </Center>
        )}
      </Tabs>
    </PageContainer>
  );
}

function UnitsPanel({ person }: { person: PrivateUser }) {
  const updatePrivate = useUpdatePrivate();
  const saved = () => showAlert('congrats', savedText);
  return (
    <Stack gap="lg">
      <UnitControl
        label={t.weight}
        units={[
          { value: 'kg', label: t.weightUnits.kg },
          { value: 'lb', label: t.weightUnits.lb },
        ]}
        value={person.weight}
        onSave={(weight) => updatePrivate.mutateAsync({ private: { weight } }).then(saved)}
      />
      <UnitControl
        label={t.length}
        units={[
          { value: 'cm', label: t.lengthUnits.cm },
          { value: 'in', label: t.lengthUnits.in },
        ]}
        value={person.length}
        onSave={(length) => updatePrivate.mutateAsync({ private: { length } }).then(saved)}
      />
    </Stack>
  );
}

function PrivacyPanel({ person }: { person: PrivateUser }) {
  const updatePrivate = useUpdatePrivate();
  const save = (settings: Partial<PrivateUser['privacy_settings']>) =>
    updatePrivate
      .mutateAsync({ private: { privacy_settings: settings } })
      .then(() => showAlert('congrats', savedText));
  return (
    <Stack gap="lg">
      <AutosaveSwitch
        label={t.showOnLeaderboards}
        description={t.showOnLeaderboardsHint}
        checked={person.privacy_settings.show_on_leaderboards}
        onSave={(on) => save({ show_on_leaderboards: on })}
      />
      <AutosaveSwitch
        label={t.shareBodyMetrics}
        description={t.shareBodyMetricsHint}
        checked={person.privacy_settings.share_body_metrics}
        onSave={(on) => save({ share_body_metrics: on })}
      />
    </Stack>
  );
}
