import { Button, Group, Modal, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBarbell, IconPlayerPlay, IconPlus, IconSparkles } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { pathTo } from '../../../app/paths';
import { useCurrentRoute } from '../../../app/use-current-route';
import { EmptyState } from '../../../components/layout/empty-state';
import { PageContainer } from '../../../components/layout/page-container';
import { externalLinks } from '../../../lib/external-links';
import { programsMessages as m, welcomeMessages as w } from '../../../lib/messages';

/** The welcome popup of /coach/programs/active/ready (DECISIONS.md). */
function WelcomeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} size="md">
      <Stack align="center" ta="center" gap="sm" pb="sm">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconSparkles size={32} />
        </ThemeIcon>
        <Title order={2} fz={24}>
          {w.title}
        </Title>
        <Text c="dimmed">{w.body}</Text>
        <Stack w="100%" gap="xs" mt="sm">
          <Button
            component={Link}
            to={pathTo('create_plan_choose_type')}
            size="md"
            leftSection={<IconPlus size={18} />}
          >
            {w.createFirstProgram}
          </Button>
          <Button
            component="a"
            href={externalLinks.demoVideos}
            target="_blank"
            rel="noreferrer"
            size="md"
            variant="default"
            leftSection={<IconPlayerPlay size={18} />}
          >
            {w.watchTour}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}

/** my_plans (Programs, active and attention tabs). The programs area replaces the list. */
export default function MyPlansPage() {
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const tab = route?.name === 'my_plans_attention' ? 'attention' : 'active';

  return (
    <PageContainer
      title={m.title}
      actions={
        <Button
          component={Link}
          to={pathTo('create_plan_main_info')}
          leftSection={<IconPlus size={18} />}
        >
          {m.newProgram}
        </Button>
      }
    >
      <Tabs
        value={tab}
        onChange={(value) =>
          void navigate(
            value === 'attention' ? pathTo('my_plans_attention') : pathTo('my_plans_active'),
          )
        }
      >
        <Tabs.List>
          <Tabs.Tab value="active">{m.active}</Tabs.Tab>
          <Tabs.Tab value="attention">{m.attention}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <EmptyState
        icon={<IconBarbell size={32} />}
        title={m.emptyTitle}
        description={m.emptyBody}
        action={
          <Group justify="center">
            <Button
              component={Link}
              to={pathTo('create_plan_main_info')}
              mt="sm"
              leftSection={<IconPlus size={18} />}
            >
              {m.emptyTitle}
            </Button>
          </Group>
        }
      />
      <WelcomeModal
        opened={route?.name === 'my_plans_active_ready'}
        onClose={() => void navigate(pathTo('my_plans_active'), { replace: true })}
      />
    </PageContainer>
  );
}
