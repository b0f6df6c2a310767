import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link } from '../../lib/router';
import { comingSoonMessages as m } from '../../lib/messages';
import { pathTo } from '../../lib/routes/paths';
import { useCurrentRoute } from '../../lib/routes/use-current-route';

/** The shared placeholder of areas built later: the area's title and 'This area is coming soon.' */
export default function ComingSoonPage() {
  const route = useCurrentRoute();
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light">
          <IconTools size={36} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {route?.def.title}
        </Title>
        <Text c="dimmed" size="lg">
          {m.body}
        </Text>
        <Button component={Link} to={pathTo('main')} variant="light" mt="sm">
          {m.back}
        </Button>
      </Stack>
    </Container>
  );
}
