import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  PublicPlan,
  PublicPlanWithNotice,
  reAddInfoSchema,
  reAddScheduleResponseSchema,
  ResumeType,
} from '@forma/contract/programs/memberships.schemas';
import { api } from '../../../lib/api-client';
import { myProgramsQueryKey } from './get-my-programs';

export type ReAddInfo = z.infer<typeof reAddInfoSchema>;
export type ReAddScheduleResponse = z.infer<typeof reAddScheduleResponseSchema>;

/** POST plans/{id}/waiver/accept -> PublicPlan. */
export const acceptWaiver = (planId: number) =>
  api<PublicPlan>(`plans/${planId}/waiver/accept`, { method: 'POST' });

export type BuyRequest = { planId: number; startDate?: string; resumeType?: ResumeType };

/**
 * POST stripe/plan/{id}/buy with {start_date}, {resume_type} or nothing -> the plan and the
 * success notice ('Get for Free', 'Resume for Free').
 */
export const buyPlan = ({ planId, startDate, resumeType }: BuyRequest) =>
  api<PublicPlanWithNotice>(`stripe/plan/${planId}/buy`, {
    method: 'POST',
    body: startDate ? { start_date: startDate } : resumeType ? { resume_type: resumeType } : {},
  });

/** POST schedule/apply_plan {plan_id, start_date}: a bought program goes on the calendar. */
export const applyPlan = (planId: number, startDate: string) =>
  api<PublicPlanWithNotice>('schedule/apply_plan', {
    method: 'POST',
    body: { plan_id: planId, start_date: startDate },
  });

/** POST plans/{id}/resume {resume_type}: Restart or Continue (spec 2.8 'Resume Subscription'). */
export const resumePlan = (planId: number, resumeType: ResumeType) =>
  api<PublicPlanWithNotice>(`plans/${planId}/resume`, {
    method: 'POST',
    body: { resume_type: resumeType },
  });

/** GET plans/{id}/re_add_info -> {start_current_schedule, min_available_date}. */
export const getReAddInfo = (planId: number) => api<ReAddInfo>(`plans/${planId}/re_add_info`);

/** POST plans/{id}/re_add_schedule {date}: the Reschedule modal. */
export const reAddSchedule = (planId: number, date: string) =>
  api<ReAddScheduleResponse>(`plans/${planId}/re_add_schedule`, {
    method: 'POST',
    body: { date },
  });

/** DELETE stripe/plan/{id}/unsubscribe (from the program page): a free program ends at once. */
export const cancelFromPlanPage = (planId: number) =>
  api<PublicPlanWithNotice>(`stripe/plan/${planId}/unsubscribe`, { method: 'DELETE' });

/** POST plans/{id}/contact {message: {text}}: 'Contact the coach'. */
export const contactCoach = (planId: number, text: string) =>
  api<{ message: string }>(`plans/${planId}/contact`, {
    method: 'POST',
    body: { message: { text } },
  });

/** The public plan and My programs both change after any purchase step. */
function useRefreshPlans() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['plans', 'public'] }),
      queryClient.invalidateQueries({ queryKey: myProgramsQueryKey }),
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
    queryKey: ['plans', planId, 're_add_info'],
    queryFn: () => getReAddInfo(planId),
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
