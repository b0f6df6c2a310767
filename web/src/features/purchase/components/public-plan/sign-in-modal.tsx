import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '../../../../lib/router';
import { getPublicPlanEndpoint } from '@forma/contract/purchase/purchase.endpoints';
import { useModalTurn } from '../../../../lib/modal-turns';
import { pathTo } from '../../../../lib/routes/paths';
import { endpointKey } from '../../../../lib/call';
import { storageKeys } from '../../../../lib/storage-keys';
import { SignInForm, signInTexts } from '../../../auth';
import { storeSession } from '../../../../lib/session/store-session';
import { publicPlanModalTexts as p } from '../../purchase.messages';

type Props = { opened: boolean; returnPath: string };

/**
 * 'login required' (spec 2.8): a signed-out visitor on a private program they may not buy. It
 * cannot be closed by Escape or the backdrop; signing in reloads the plan for the new viewer.
 */
export function SignInModal({ opened, returnPath }: Props) {
  const queryClient = useQueryClient();
  const rememberReturn = () => localStorage.setItem(storageKeys.returnPath, returnPath);
  // It opens by itself on a private program, so it takes its turn among such modals.
  const turn = useModalTurn(opened);
  return (
    <Modal
      opened={turn}
      onClose={() => undefined}
      closeOnEscape={false}
      closeOnClickOutside={false}
      withCloseButton={false}
      title={p.signInTitle}
      centered
    >
      <Stack>
        <Text size="sm">{p.signInBody}</Text>
        <SignInForm
          onSignedIn={async (session) => {
            await storeSession(session);
            await queryClient.invalidateQueries({ queryKey: endpointKey(getPublicPlanEndpoint) });
          }}
        />
        <Text size="sm" ta="center">
          {signInTexts.noAccount}{' '}
          <Anchor
            component={Link}
            to={pathTo('onboarding-coaching-signup', { role: 'client' })}
            onClick={rememberReturn}
          >
            {p.signUpClient}
          </Anchor>
        </Text>
      </Stack>
    </Modal>
  );
}
