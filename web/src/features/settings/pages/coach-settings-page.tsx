import { useNavigate, useParams } from '../../../lib/router';
import { Center, Loader, Paper, Tabs, Text } from '@mantine/core';
import { accountFlags } from '@forma/contract/platform-plan/subscription.rules';
import { pathTo } from '../../../lib/routes/paths';
import { PageContainer } from '../../../components/layout/page-container';
import { sharedTexts } from '../../../lib/messages';
import { useMe } from '../../../lib/session/me';
import { PayoutsSettings } from '../../payouts';
import { CoachesSettings } from '../components/coaches-settings';
import { COACH_EMAIL_SETTINGS, EmailSettingsSwitches } from '../components/email-settings-switches';
import { GeneralSettings } from '../components/general-settings';
import { SubscriptionSettings } from '../components/subscription-settings';
import { coachSettingsTexts as t } from '../settings.messages';

/** Settings tabs by label (spec 2.6) and the :tab of coach_profile_tab each one opens. */
const TABS = [
  { value: 'info', label: t.tabs.info },
  { value: 'settings', label: t.tabs.settings },
  { value: 'payouts', label: t.tabs.payouts },
  { value: 'coaches', label: t.tabs.coaches },
  { value: 'subscription', label: t.tabs.subscription },
  { value: 'billing', label: t.tabs.billing },
  { value: 'questions', label: t.tabs.questions },
  { value: 'analytics', label: t.tabs.analytics },
] as const;

function ComingSoon() {
  return (
    <Center mih={160}>
      <Text c="dimmed">{t.comingSoon}</Text>
    </Center>
  );
}

/** coach_profile_tab: the coach's Settings screen. */
export default function CoachSettingsPage() {
  const me = useMe();
  const { tab = 'info' } = useParams();
  const navigate = useNavigate();

  const panel = () => {
    if (!me) {
      return (
        <Center mih={200}>
          <Loader role="progressbar" aria-label={sharedTexts.loading} />
        </Center>
      );
    }
    const flags = accountFlags(me.current);
    switch (tab) {
      case 'info':
        return <GeneralSettings current={me.current} />;
      case 'settings':
        return (
          <EmailSettingsSwitches
            settings={me.private.email_settings}
            items={COACH_EMAIL_SETTINGS}
          />
        );
      case 'payouts':
        return <PayoutsSettings />;
      case 'coaches':
        return <CoachesSettings isOwner={flags.businessOwner} />;
      case 'subscription':
        return <SubscriptionSettings subscription={me.current.subscription} />;
      default:
        return <ComingSoon />;
    }
  };

  return (
    <PageContainer size="lg" title={t.title}>
      <Tabs
        value={tab}
        onChange={(next) => next && navigate(pathTo('coach_profile_tab', { tab: next }))}
        keepMounted={false}
      >
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {TABS.map((item) => (
            <Tabs.Tab key={item.value} value={item.value} style={{ whiteSpace: 'nowrap' }}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} mt="md">
          <Tabs.Panel value={tab}>{panel()}</Tabs.Panel>
        </Paper>
      </Tabs>
    </PageContainer>
  );
}
