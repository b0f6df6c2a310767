import { SimpleGrid, Stack, Text } from '@mantine/core';
import { EDITABLE_COVER_TYPES, type CoachPlan } from '@forma/contract/programs/programs.schemas';
import { coverTexts as t } from '../../programs.messages';
import { CoverSlot } from './cover-slot';

/** 'Edit cover media' (spec 2.3): each cover type saves on its own and refreshes the plan. */
export function ProgramCoversEditor({ plan }: { plan: CoachPlan }) {
  return (
    <Stack gap="sm">
      <Text fw={600}>{t.heading}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {EDITABLE_COVER_TYPES.map((coverType) => (
          <CoverSlot
            key={coverType}
            planId={plan.id}
            coverType={coverType}
            cover={plan.covers.find((cover) => cover.cover_type === coverType) ?? null}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
