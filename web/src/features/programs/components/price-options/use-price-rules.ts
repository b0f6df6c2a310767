import {
  allowedPeriods,
  onFreePlatformPlan,
  professionalFeatures,
  type PlanType,
  type PriceContext,
  type PricePeriod,
} from '@forma/contract/programs/programs.rules';
import { useSession } from '../../../../lib/session/use-session';

export type PriceRules = Omit<PriceContext, 'planType' | 'currency'>;

/**
 * The price rules of the signed-in coach's account. The connection to the payment provider is
 * the server's to check (it answers with the spec's message, and the form offers the way to
 * connect beside it), so typed prices are checked here as if connected: a connected coach is never
 * held back by a stale users/me, and every coach sees what is wrong with the number first.
 */
export function usePriceRules(): PriceRules {
  const session = useSession();
  const subscription = session?.me.current.subscription ?? null;
  return {
    connected: true,
    freePlatformPlan: onFreePlatformPlan(subscription),
    professional: professionalFeatures(subscription),
  };
}

/** The periods the coach may pick, with the spec's labels, for a select. */
export function periodChoices(
  planType: PlanType,
  rules: PriceRules,
  labels: Record<PricePeriod, string>,
) {
  return allowedPeriods(planType, rules.freePlatformPlan).map((period) => ({
    value: period,
    label: labels[period],
  }));
}

/** The first allowed period not used yet (monthly first when allowed: spec 9 default). */
export function nextPeriod(
  planType: PlanType,
  rules: PriceRules,
  used: readonly (PricePeriod | null)[],
): PricePeriod | null {
  const allowed = allowedPeriods(planType, rules.freePlatformPlan);
  const free = allowed.filter((period) => !used.includes(period));
  return free.includes('monthly') ? 'monthly' : (free[0] ?? null);
}
