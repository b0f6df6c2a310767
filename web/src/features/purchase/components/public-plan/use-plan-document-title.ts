import { useEffect } from 'react';
import type { PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { publicPlanMeta } from '@forma/contract/purchase/public-plan.rules';
import { useAppConfig } from '../../../auth';

/** Spec 2.7: the tab reads '{plan title} | {coach full name} | {product}', as the served page does. */
export function usePlanDocumentTitle(plan: PublicPlan) {
  const product = useAppConfig().data?.product_name ?? 'Forma';
  const { title } = publicPlanMeta({
    title: plan.title,
    descriptionHtml: '',
    coachName: plan.user.full_name,
    productName: product,
    mainCoverLarge: null,
  });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
