import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import type { PlanListRow } from '@forma/contract/programs/programs.schemas';
import { showAlert } from '../../../components/feedback/show-alert';
import { serverErrorMessage } from '../../../components/forms/server-errors';
import { programsListTexts as m } from '../programs.messages';
import { useAccounts } from '../../accounts';
import { useCopyPlan } from '../api/copy-plan';

/** 'Copy to' (spec 2.2): a draft copy of the program in another of the coach's accounts. */
export function CopyPlanModal({ row, onClose }: { row: PlanListRow | null; onClose: () => void }) {
  const accounts = useAccounts({ enabled: row !== null });
  const copy = useCopyPlan();
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const targets = (accounts.data ?? []).filter(
    (account) => account.invite_status === 'accepted' && !account.current_account,
  );
  const close = () => {
    setTarget(null);
    setError(null);
    onClose();
  };
  const submit = () => {
    const account = targets.find((entry) => String(entry.id) === target);
    if (!row || !account) return;
    copy.mutate(
      { id: row.id, accountId: account.id },
      {
        onSuccess: () => {
          showAlert('congrats', m.copied(row.title, account.title));
          close();
        },
        onError: (failure) => setError(serverErrorMessage(failure)),
      },
    );
  };
  return (
    <Modal opened={row !== null} onClose={close} title={m.copyTitle}>
      <Stack>
        <Text size="sm">{row ? m.copyBody(row.title) : ''}</Text>
        {accounts.isPending ? (
          <Group justify="center">
            <Loader size="sm" />
          </Group>
        ) : targets.length === 0 ? (
          <Alert color="gray">{m.copyNoAccounts}</Alert>
        ) : (
          <Select
            label={m.copyAccount}
            placeholder={m.copyAccountPlaceholder}
            data={targets.map((account) => ({ value: String(account.id), label: account.title }))}
            value={target}
            onChange={setTarget}
            allowDeselect={false}
          />
        )}
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {m.cancel}
          </Button>
          <Button onClick={submit} disabled={!target} loading={copy.isPending}>
            {m.copy}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
