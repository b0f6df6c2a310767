import { Anchor, Group } from '@mantine/core';
import { Link } from '../../../lib/router';
import { pathTo } from '../../../lib/routes/paths';
import { templatesTexts as t } from '../templates.messages';

const pages = [
  { route: 'workout_library_days', label: t.dayAndWeek },
  { route: 'templates_presets', label: t.presets },
  { route: 'templates_race', label: t.race },
] as const;

type TemplatesRoute = (typeof pages)[number]['route'];

/** The template families (platform.md 2.6: days, presets, the race format) as links. */
export function TemplatesTabs({ current }: { current: TemplatesRoute }) {
  return (
    <Group component="nav" aria-label={t.pageTitle} gap="lg" mb="md">
      {pages.map((page) => (
        <Anchor
          key={page.route}
          component={Link}
          to={pathTo(page.route)}
          fw={page.route === current ? 700 : 400}
          aria-current={page.route === current ? 'page' : undefined}
        >
          {page.label}
        </Anchor>
      ))}
    </Group>
  );
}
