import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { pathTo } from '../../../lib/routes/paths';
import { AuthCard } from '../../../components/layout/auth-card';
import { useAppConfig } from '../../auth';
import { useMe } from '../../../lib/session/me';
import { updatePopupStorage } from '../../accounts';
import { flowLabels, successTexts as t } from '../onboarding.messages';

const WELCOME_POPUP = 'sign-up-welcome-page';

/**
 * /success: the post-sign-up welcome (spec 2.3). Seen once: the visit is remembered in the popup
 * storage (the route's guard sends a second visit to the programs). The cached user is left as
 * it is, so the guard does not move the coach on while the page is open.
 */
export default function SuccessPage() {
  const me = useMe();
  const config = useAppConfig();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const remembered = useRef(false);

  useEffect(() => {
    if (!me || remembered.current) return;
    remembered.current = true;
    void updatePopupStorage(WELCOME_POPUP).catch(() => undefined);
  }, [me]);

  const client = me?.current.role === 'user';
  const name = me?.current.first_name || me?.private.first_name || '';
  const invited = search.get('role') === 'invited';
  const product = config.data?.product_name;
  const next = client
    ? pathTo('user_my_plans')
    : pathTo('my_plans', {}, { choose_program_type: true });

  return (
    <AuthCard
      eyebrow={flowLabels.success}
      title={name ? t.welcome(name, product) : t.welcomeNoName}
      width={520}
    >
      <Stack align="center" gap="lg" ta="center">
        <ThemeIcon size={72} radius={72} variant="light" aria-hidden>
          <IconConfetti size={40} />
        </ThemeIcon>
        <Text c="dimmed">{client ? t.clientReady : invited ? t.invitedReady : t.coachReady}</Text>
        <Button size="md" fullWidth onClick={() => navigate(next, { replace: true })}>
          {t.goToPrograms}
        </Button>
      </Stack>
    </AuthCard>
  );
}
