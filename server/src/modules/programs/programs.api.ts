// What other areas may use of programs: the one file they import from it (eslint.config.js).
export { payoutStatus, type PayoutStatus } from './payouts.ts';
export { calendarFacts, type MarkedDay } from './calendar-facts.ts';
export { invitedProgram } from './invited-program.ts';
export type { CopyMaps } from './programs.ports.ts';
export { loadPlanMedia } from './plan-media.ts';
export { presentAttachment, presentCover, presentPrices } from './programs.presenter.ts';
export {
  findPlan,
  findPlanByRef,
  coversOfPlans,
  isPlanOfAccount,
  isPublishedPlan,
  loadPlanParts,
  plansByIds,
  pricesByIds,
  type PlanRow,
  type PriceRow,
} from './programs.repository.ts';
export { planReader, planWriter } from './plan-access-rules.ts';
export { defaultTrackOf, setTrainingScheduledTo } from './schedule-links.ts';
export { tracksOfPlan } from './tracks.repository.ts';
export { paidPlansOnSale } from './paid-plans-on-sale.ts';
export { joinPlanOf, planColumns, planTrackStatesSql } from './plan-sql.ts';
