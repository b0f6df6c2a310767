import { Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import type { PublicPlan } from '@forma/contract/purchase/purchase.schemas';
import { whatHappensNext } from '@forma/contract/purchase/public-plan.rules';
import { externalLinks } from '../../../../lib/external-links';
import { publicPlanModalTexts as p } from '../../purchase.messages';
import { StoreBadges } from './store-badges';

type Props = {
  plan: PublicPlan;
  startDate: string | null;
  opened: boolean;
  onClose: () => void;
};

/**
 * What Happens Next (spec 2.9): numbered steps, the payment step for a dated paid plan, and the
 * store badges: the coach's branded app when both store links and its name are set.
 */
export function WhatHappensNextModal({ plan, startDate, opened, onClose }: Props) {
  const next = whatHappensNext({
    planType: plan.plan_type,
    pricing: plan.plan_pricing,
    launchDate: plan.launch_date,
    startDate,
    appStoreUrl: plan.app_store_url,
    playStoreUrl: plan.play_store_url,
    customAppName: plan.custom_app_name,
  });
  const steps = next.paymentStep ? [...p.steps, p.paymentStep] : [...p.steps];
  return (
    <Modal opened={opened} onClose={onClose} title={p.whatHappensNextTitle}>
      <Stack>
        <List spacing="sm" center>
          {steps.map((step, index) => (
            <List.Item
              key={step}
              icon={
                <ThemeIcon size={26} radius="xl">
                  <Text size="sm" fw={700}>
                    {index + 1}
                  </Text>
                </ThemeIcon>
              }
            >
              {step}
            </List.Item>
          ))}
        </List>
        <Text size="sm" fw={600}>
          {next.customAppLinks ? plan.custom_app_name : p.appsTitle}
        </Text>
        <StoreBadges
          appStoreUrl={next.customAppLinks ? plan.app_store_url! : externalLinks.clientAppStore}
          playStoreUrl={next.customAppLinks ? plan.play_store_url! : externalLinks.clientPlayStore}
        />
        <Group justify="flex-end">
          <Button onClick={onClose}>{p.goToMyPrograms}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
