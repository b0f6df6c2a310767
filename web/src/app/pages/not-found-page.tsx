import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '../../lib/router';
import { notFoundMessages as m } from '../../lib/messages';
import { pathTo } from '../../lib/routes/paths';
import classes from './not-found-page.module.css';

/** /404 (platform.md 2.1). */
export default function NotFoundPage() {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        {/* The faint '404' is decoration in the brand colour, drawn by CSS: no text to read. */}
        <Text
          fz={{ base: 72, sm: 120 }}
          fw={900}
          lh={1}
          c="var(--forma-primary)"
          opacity={0.18}
          className={classes.backdrop}
          data-text="404"
          aria-hidden
        />
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {m.title}
        </Title>
        <Text c="dimmed" size="lg">
          {m.body}
        </Text>
        <Button component={Link} to={pathTo('main')} size="md" mt="sm">
          {m.action}
        </Button>
      </Stack>
    </Container>
  );
}
