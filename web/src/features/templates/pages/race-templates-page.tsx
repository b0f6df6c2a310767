import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { PageContainer } from '../../../components/layout/page-container';
import { TemplatesTabs } from '../components/templates-tabs';
import { templatesTexts as t } from '../templates.messages';

/**
 * templates_race (and its create and :plan_id routes): partner-race templates are for
 * affiliated gyms only (spec 6); until affiliation exists, every account reads why.
 */
export default function RaceTemplatesPage() {
  return (
    <PageContainer title={t.pageTitle}>
      <TemplatesTabs current="templates_race" />
      <Alert icon={<IconInfoCircle size={18} />} title={t.raceTitle} color="blue">
        {t.raceBody}
      </Alert>
    </PageContainer>
  );
}
