import { Center, Loader } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { NoConnection } from '../components/feedback/no-connection';

/**
 * The whole page waits (the signed-in person, the theme, a page's code). Offline it says so
 * instead of spinning: the reads wait for the connection (docs/decisions/tracking.md, "Nothing
 * kept, offline").
 */
export function FullPageLoader() {
  const { online } = useNetwork();
  return (
    <Center h="100dvh" aria-busy={online} px="md">
      {online ? <Loader /> : <NoConnection />}
    </Center>
  );
}
