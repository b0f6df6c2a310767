import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { archivePriceWarnings, PRICE_PERIOD_LABELS } from '@forma/contract/programs/programs.rules';
import type { PriceOption } from '@forma/contract/programs/programs.schemas';
import { serverErrorMessage } from '../../../../components/forms/server-errors';
import { usePriceChange } from '../../api/prices';
import { priceEditorTexts as m } from '../../programs.messages';

type Props = {
  planId: number;
  action: { kind: 'archive' | 'delete'; option: PriceOption } | null;
  onClose: () => void;
};

/**
 * Confirms archiving or deleting an option, with the warnings 'Active subscriptions!' and
 * 'Pending switch!' where they apply (spec 2.3). The server refuses deleting such an option.
 */
export function ConfirmPriceModal({ planId, action, onClose }: Props) {
  const change = usePriceChange(planId);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const option = action?.option;
  const period = option ? PRICE_PERIOD_LABELS[option.period] : '';
  const warnings = option ? archivePriceWarnings(option) : [];
  const archiving = action?.kind === 'archive';
  const confirm = () => {
    if (!action) return;
    change.mutate(
      { kind: action.kind, priceId: action.option.id },
      { onSuccess: close, onError: (failure) => setError(serverErrorMessage(failure)) },
    );
  };
  return (
    <Modal
      opened={action !== null}
      onClose={close}
      title={archiving ? m.archiveTitle : m.deleteTitle}
    >
      <Stack>
        {warnings.length > 0 && (
          <Alert color="orange">
            <List size="sm">
              {warnings.map((warning) => (
                <List.Item key={warning} fw={700}>
                  {warning}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Text size="sm">{archiving ? m.archiveBody(period) : m.deleteBody(period)}</Text>
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {m.cancel}
          </Button>
          <Button
            color={archiving ? undefined : 'red'}
            loading={change.isPending}
            onClick={confirm}
          >
            {archiving ? m.archive : m.delete}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
