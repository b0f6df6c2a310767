import { Alert, Anchor, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link } from '../../../lib/router';
import { pathTo } from '../../../lib/routes/paths';
import { PageContainer } from '../../../components/layout/page-container';
import { usePlans } from '../../programs';
import { TemplatesTabs } from '../components/templates-tabs';
import { templatesTexts as t } from '../templates.messages';

/**
 * templates_presets (and its create and :plan_id routes): the account's programs serve as
 * presets, each linking to its builder (docs/decisions/templates.md 'Templates').
 */
export default function PresetsPage() {
  const plans = usePlans({ tab: 'active', page: 1 });
  const items = plans.data?.items ?? [];
  return (
    <PageContainer title={t.pageTitle}>
      <TemplatesTabs current="templates_presets" />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Text size="sm">{t.presetsIntro}</Text>
          {plans.isPending ? (
            <Center py="xl">
              <Loader role="progressbar" aria-label={t.presets} />
            </Center>
          ) : plans.isError ? (
            <Alert color="red">{t.loadFailed}</Alert>
          ) : items.length === 0 ? (
            <Text c="dimmed">{t.noPrograms}</Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} style={{ listStyle: 'none' }}>
              {items.map((plan) => (
                <li key={plan.id}>
                  <Anchor
                    component={Link}
                    to={pathTo('coach_program_schedule', { plan_id: plan.id })}
                    aria-label={t.openBuilder(plan.title)}
                  >
                    {plan.title}
                  </Anchor>{' '}
                  <Text span size="sm" c="dimmed">
                    {plan.plan_type_label}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
    </PageContainer>
  );
}
