import { Badge, Button, Group, ScrollArea } from '@mantine/core';
import { Link } from '../../../../lib/router';
import type { PlanCounts } from '@forma/contract/programs/programs.schemas';
import { pathTo } from '../../../../lib/routes/paths';
import { useCurrentRoute } from '../../../../lib/routes/use-current-route';
import { programViewTexts as m } from '../../programs.messages';
import { PROGRAM_SECTIONS, sectionCount } from './program-sections';

type Props = { planId: number; counts: PlanCounts | undefined };

/** The program's tab bar as links; it scrolls sideways on a phone. */
export function ProgramViewTabs({ planId, counts }: Props) {
  const current = useCurrentRoute()?.name;
  return (
    <ScrollArea type="never" offsetScrollbars={false}>
      <Group
        component="nav"
        aria-label={m.sectionsLabel}
        gap={4}
        wrap="nowrap"
        pb={4}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        {PROGRAM_SECTIONS.map((section) => {
          const active = section.route === current;
          const count = sectionCount(section, counts);
          return (
            <Button
              key={section.route}
              component={Link}
              to={pathTo(section.route, { plan_id: planId })}
              aria-current={active ? 'page' : undefined}
              variant={active ? 'light' : 'subtle'}
              color={active ? undefined : 'gray'}
              size="sm"
              radius="md"
              style={{ flexShrink: 0 }}
              rightSection={
                count !== null ? (
                  <Badge size="sm" variant={active ? 'filled' : 'light'} circle={count < 10}>
                    {count}
                  </Badge>
                ) : undefined
              }
            >
              {section.label}
            </Button>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
