import { useNavigate } from 'react-router';
import { Stack } from '@mantine/core';
import { IconBarbell, IconBuildingStore, IconUsersGroup } from '@tabler/icons-react';
import { pathTo } from '../../../app/paths';
import { AuthCard } from '../../../components/layout/auth-card';
import { ChoiceCard } from '../../onboarding';

/** create-account: a new business account; brand or gym go to business setup, team to team setup (spec 2.3). */
export default function CreateAccountPage() {
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Create a new account"
      subtitle="Add a business account alongside your profile. You can switch between accounts at any time."
      width={520}
    >
      <Stack gap="sm">
        <ChoiceCard
          icon={<IconBuildingStore size={24} />}
          title="Brand"
          description="Sell programs under your brand and invite coaches to deliver them."
          onClick={() => navigate(pathTo('onboarding-business-setup', { type: 'brand' }))}
        />
        <ChoiceCard
          icon={<IconBarbell size={24} />}
          title="Gym"
          description="Run your gym's programming and members online, with your coaches."
          onClick={() => navigate(pathTo('onboarding-business-setup', { type: 'gym' }))}
        />
        <ChoiceCard
          icon={<IconUsersGroup size={24} />}
          title="Team"
          description="Coach together with other coaches in one shared account."
          onClick={() => navigate(pathTo('onboarding-setup', { type: 'team' }))}
        />
      </Stack>
    </AuthCard>
  );
}
