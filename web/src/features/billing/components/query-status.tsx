import type { ReactNode } from 'react';
import { Alert, Center, Loader } from '@mantine/core';
import { sharedTexts } from '../../../lib/messages';

type Props = { pending: boolean; failed: boolean; failure: string; children: () => ReactNode };

/** A billing read's spinner while it loads, its failure as an alert, else what it shows. */
export function QueryStatus({ pending, failed, failure, children }: Props) {
  if (pending) {
    return (
      <Center py="xl">
        <Loader role="progressbar" aria-label={sharedTexts.loading} />
      </Center>
    );
  }
  if (failed) {
    return (
      <Alert color="red" role="alert">
        {failure}
      </Alert>
    );
  }
  return children();
}
