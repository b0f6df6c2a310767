import { Center, Loader } from '@mantine/core';
import { cardFormTexts as t } from '../cards.messages';

export function CardFormLoading() {
  return (
    <Center py="xl">
      <Loader role="progressbar" aria-label={t.loading} />
    </Center>
  );
}
