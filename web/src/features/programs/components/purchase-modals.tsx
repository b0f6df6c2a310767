import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Anchor, Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import type { PublicPlan } from '@forma/contract/programs/memberships.schemas';
import { modalTexts } from '@forma/contract/programs/programs.messages';
import type { StartDateBounds } from '@forma/contract/programs/programs.rules';
import { whatHappensNext } from '@forma/contract/programs/public-plan.rules';
import { publicMessages as p } from '../public-plan-messages';

/** Pre-acceptance waiver (spec 2.8): Accept is disabled until the box is checked. */
export function WaiverModal({
  plan,
  opened,
  onClose,
  onAccept,
  accepting,
}: {
  plan: PublicPlan;
  opened: boolean;
  onClose: () => void;
  onAccept: () => void;
  accepting: boolean;
}) {
  const [checked, setChecked] = useState(false);
  const accepted = plan.plan_waiver.accepted_text;
  return (
    <Modal opened={opened} onClose={onClose} title={p.waiverTitle} size="lg">
      <Stack>
        <div dangerouslySetInnerHTML={{ __html: plan.plan_waiver.text }} />
        {accepted ? (
          <Text fw={500}>{accepted}</Text>
        ) : (
          <>
            <Checkbox
              label={modalTexts.waiverConfirm}
              checked={checked}
              onChange={(event) => setChecked(event.currentTarget.checked)}
            />
            <Group justify="flex-end">
              <Button disabled={!checked} loading={accepting} onClick={onAccept}>
                {p.accept}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}

/** Add to calendar (spec 2.8): an inline date picker, Monday first, within the contract's bounds. */
export function AddToCalendarModal({
  opened,
  bounds,
  onClose,
  onConfirm,
  busy,
}: {
  opened: boolean;
  bounds: StartDateBounds;
  onClose: () => void;
  onConfirm: (day: string) => void;
  busy: boolean;
}) {
  const [day, setDay] = useState<string | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title={p.addToCalendarTitle}>
      <Stack>
        <Text size="sm">{p.addToCalendarBody}</Text>
        <Group justify="center">
          <DatePicker
            value={day}
            onChange={setDay}
            firstDayOfWeek={1}
            minDate={bounds.min}
            maxDate={bounds.max ?? undefined}
            defaultDate={bounds.min}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {p.cancel}
          </Button>
          <Button disabled={!day} loading={busy} onClick={() => day && onConfirm(day)}>
            {p.yesFree}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** What Happens Next (spec 2.9): numbered steps and the store links. */
export function WhatHappensNextModal({
  plan,
  startDate,
  opened,
  onClose,
}: {
  plan: PublicPlan;
  startDate: string | null;
  opened: boolean;
  onClose: () => void;
}) {
  const next = whatHappensNext({
    planType: plan.plan_type,
    pricing: plan.plan_pricing,
    launchDate: plan.launch_date,
    startDate,
    appStoreUrl: plan.app_store_url,
    playStoreUrl: plan.play_store_url,
    customAppName: plan.custom_app_name,
  });
  const appStore = next.customAppLinks ? plan.app_store_url : 'https://apps.apple.com';
  const playStore = next.customAppLinks ? plan.play_store_url : 'https://play.google.com';
  return (
    <Modal opened={opened} onClose={onClose} title={p.whatHappensNextTitle}>
      <Stack>
        <List type="ordered" spacing="xs">
          {p.steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
          {next.paymentStep && <List.Item>{p.paymentStep}</List.Item>}
        </List>
        <Group>
          <Anchor href={appStore ?? undefined} target="_blank" rel="noreferrer">
            {p.appStore}
          </Anchor>
          <Anchor href={playStore ?? undefined} target="_blank" rel="noreferrer">
            {p.playStore}
          </Anchor>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose}>{p.goToMyPrograms}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
