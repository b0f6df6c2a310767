import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from '../../../lib/router';
import { PLAN_TYPE_LABELS } from '@forma/contract/programs/programs.rules';
import { pathTo } from '../../../lib/routes/paths';
import { PageContainer } from '../../../components/layout/page-container';
import { useCalendarClients, useProgram } from '../api/get-program';
import { ClientPicker } from '../components/client-picker';
import { ScheduleBuilder } from '../components/schedule-builder';
import { builderTexts as t } from '../schedule.messages';

const idOf = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * coach_program_schedule (and a 1-2-1 client's calendar, coach_calendar and
 * edit_plan_calendar, with :user_id): the program's schedule builder.
 */
export default function ProgramSchedulePage() {
  const params = useParams();
  const planId = idOf(params.plan_id) ?? 0;
  const program = useProgram(planId);
  const individual = program.data?.plan_type === 'individual';
  const calendarClients = useCalendarClients(planId, individual);
  const [clientId, setClientId] = useState<number | null>(idOf(params.user_id));

  return (
    <PageContainer
      title={program.data?.title ?? t.pageTitle}
      description={program.data ? PLAN_TYPE_LABELS[program.data.plan_type] : undefined}
      actions={
        <Button
          variant="default"
          size="xs"
          leftSection={<IconArrowLeft size={14} aria-hidden />}
          component={Link}
          to={pathTo('coach_program_view', { plan_id: planId })}
        >
          {t.backToProgram}
        </Button>
      }
    >
      {program.isPending ? (
        <Group justify="center" py="xl">
          <Loader role="progressbar" aria-label={t.loadingWeek} />
        </Group>
      ) : program.isError ? (
        <Alert color="red">{t.loadFailed}</Alert>
      ) : (
        <Stack gap="md">
          {individual && (
            <ClientPicker
              clients={calendarClients.clients}
              value={clientId}
              onChange={setClientId}
            />
          )}
          {individual && clientId === null ? (
            !calendarClients.isPending && calendarClients.clients.length === 0 ? (
              <Alert color="blue">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{t.noClients}</Text>
                  <Button
                    size="xs"
                    component={Link}
                    to={pathTo('edit_plan_sign_up_clients', { plan_id: planId })}
                  >
                    {t.signUpClients}
                  </Button>
                </Stack>
              </Alert>
            ) : (
              <Text c="dimmed">{t.chooseClient}</Text>
            )
          ) : (
            <ScheduleBuilder
              key={`${planId}:${clientId ?? ''}`}
              planId={planId}
              planType={program.data.plan_type}
              clientId={individual ? clientId : null}
              tracks={program.data.tracks}
            />
          )}
        </Stack>
      )}
    </PageContainer>
  );
}
