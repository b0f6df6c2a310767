import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '../../../../lib/router';
import type { RouteTarget } from '@forma/contract/purchase/public-plan.rules';
import { pathTo } from '../../../../lib/routes/paths';
import type { RouteName } from '../../../../lib/routes/route-paths';
import { publicPlanTexts as p } from '../../purchase.messages';

export const routeTargetPath = (target: RouteTarget) =>
  'path' in target ? target.path : pathTo(target.name as RouteName, target.params);

/** The back link of spec 2.7 (publicPlanBackLink decides where). */
export function PlanBackLink({ target }: { target: RouteTarget }) {
  return (
    <Anchor component={Link} to={routeTargetPath(target)} size="sm" c="dimmed">
      <IconArrowLeft size={14} style={{ verticalAlign: -2, marginRight: 4 }} aria-hidden />
      {p.back}
    </Anchor>
  );
}
