import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  reAddInfoSchema,
  reAddScheduleResponseSchema,
  ResumeType,
} from '@forma/contract/purchase/purchase.schemas';
import {
  acceptWaiverEndpoint,
  applyPlanEndpoint,
  buyPlanEndpoint,
  cancelPlanEndpoint,
  contactCoachEndpoint,
  getMyProgramsEndpoint,
  getPublicPlanEndpoint,
  reAddInfoEndpoint,
  reAddScheduleEndpoint,
  resumePlanEndpoint,
} from '@forma/contract/purchase/purchase.endpoints';
import { call, endpointKey, endpointQuery } from '../../../lib/call';

export type ReAddInfo = z.infer<typeof reAddInfoSchema>;
export type ReAddScheduleResponse = z.infer<typeof reAddScheduleResponseSchema>;

/** POST plans/{id}/waiver/accept -> PublicPlan. */
export const acceptWaiver = (planId: number) =>
  call(acceptWaiverEndpoint, { params: { id: planId } });

export type BuyRequest = { planId: number; startDate?: string; resumeType?: ResumeType };

/**
 * POST stripe/plan/{id}/buy with {start_date}, {resume_type} or nothing -> the plan and the
 * success notice ('Get for Free', 'Resume for Free').
 */
export const buyPlan = ({ planId, startDate, resumeType }: BuyRequest) =>
  call(buyPlanEndpoint, {
    params: { id: planId },
    body: startDate ? { start_date: startDate } : resumeType ? { resume_type: resumeType } : {},
  });

/** POST schedule/apply_plan {plan_id, start_date}: a bought program goes on the calendar. */
export const applyPlan = (planId: number, startDate: string) =>
  call(applyPlanEndpoint, { body: { plan_id: planId, start_date: startDate } });

/** POST plans/{id}/resume {resume_type}: Restart or Continue (spec 2.8 'Resume Subscription'). */
export const resumePlan = (planId: number, resumeType: ResumeType) =>
  call(resumePlanEndpoint, { params: { id: planId }, body: { resume_type: resumeType } });

/** GET plans/{id}/re_add_info -> {start_current_schedule, min_available_date}. */
export const getReAddInfo = (planId: number) => call(reAddInfoEndpoint, { params: { id: planId } });

/** POST plans/{id}/re_add_schedule {date}: the Reschedule modal. */
export const reAddSchedule = (planId: number, date: string) =>
  call(reAddScheduleEndpoint, { params: { id: planId }, body: { date } });

/** DELETE stripe/plan/{id}/unsubscribe (from the program page): a free program ends at once. */
export const cancelFromPlanPage = (planId: number) =>
  call(cancelPlanEndpoint, { params: { id: planId } });

/** POST plans/{id}/contact {message: {text}}: 'Contact the coach'. */
export const contactCoach = (planId: number, text: string) =>
  call(contactCoachEndpoint, { params: { id: planId }, body: { message: { text } } });

/** The public plan and My programs both change after any purchase step. */
function useRefreshPlans() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: endpointKey(getPublicPlanEndpoint) }),
      queryClient.invalidateQueries({ queryKey: endpointKey(getMyProgramsEndpoint) }),
    ]);
}

export function useAcceptWaiver() {
  const refresh = useRefreshPlans();
  return useMutation({ mutationFn: acceptWaiver, onSuccess: refresh });
}

export function useBuyPlan() {
  const refresh = useRefreshPlans();
  return useMutation({ mutationFn: buyPlan, onSuccess: refresh });
}

export function useApplyPlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: ({ planId, startDate }: { planId: number; startDate: string }) =>
      applyPlan(planId, startDate),
    onSuccess: refresh,
  });
}

export function useResumePlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: ({ planId, resumeType }: { planId: number; resumeType: ResumeType }) =>
      resumePlan(planId, resumeType),
    onSuccess: refresh,
  });
}

export function useReAddInfo(planId: number, enabled: boolean) {
  return useQuery({
    ...endpointQuery(reAddInfoEndpoint, { params: { id: planId } }),
    enabled,
    staleTime: 0,
  });
}

export function useReAddSchedule() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: ({ planId, date }: { planId: number; date: string }) => reAddSchedule(planId, date),
    onSuccess: refresh,
  });
}

export function useCancelFromPlanPage() {
  const refresh = useRefreshPlans();
  return useMutation({ mutationFn: cancelFromPlanPage, onSuccess: refresh });
}

export function useContactCoach() {
  return useMutation({
    mutationFn: ({ planId, text }: { planId: number; text: string }) => contactCoach(planId, text),
  });
}
