import { useNavigate } from '../../../lib/router';
import { Stack } from '@mantine/core';
import { IconBarbell, IconBuildingStore, IconUsersGroup } from '@tabler/icons-react';
import { pathTo } from '../../../lib/routes/paths';
import { AuthCard } from '../../../components/layout/auth-card';
import { ChoiceCard } from '../../../components/forms/choice-card';
import { createAccountTexts as t } from '../accounts.messages';

/** create-account: a new business account; brand or gym go to business setup, team to team setup (spec 2.3). */
export default function CreateAccountPage() {
  const navigate = useNavigate();
  return (
    <AuthCard title={t.title} subtitle={t.subtitle} width={520}>
      <Stack gap="sm">
        <ChoiceCard
          icon={<IconBuildingStore size={24} />}
          title={t.brand}
          description={t.brandHint}
          onClick={() => navigate(pathTo('onboarding-business-setup', { type: 'brand' }))}
        />
        <ChoiceCard
          icon={<IconBarbell size={24} />}
          title={t.gym}
          description={t.gymHint}
          onClick={() => navigate(pathTo('onboarding-business-setup', { type: 'gym' }))}
        />
        <ChoiceCard
          icon={<IconUsersGroup size={24} />}
          title={t.team}
          description={t.teamHint}
          onClick={() => navigate(pathTo('onboarding-setup', { type: 'team' }))}
        />
      </Stack>
    </AuthCard>
  );
}
