import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { PageContainer } from '../../components/layout/page-container';
import type { FormaPalette } from '../theme';

/** The internal style guide (platform.md 2.1): the account's palette and the main controls. */
export default function StyleGuidePage() {
  const palette = useMantineTheme().other.palette as FormaPalette;
  return (
    <PageContainer
      title="Style guide"
      description="The account's web theme and its derived shades."
    >
      <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }}>
        {Object.entries(palette).map(([name, value]) => (
          <Paper key={name} withBorder p="sm">
            <div
              style={{
                height: 56,
                borderRadius: 8,
                background: value,
                border: '1px solid var(--mantine-color-default-border)',
              }}
            />
            <Text size="sm" fw={600} mt="xs">
              {name}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder p="lg">
        <Stack>
          <Title order={2} fz={20}>
            Controls
          </Title>
          <Group>
            <Button>Primary</Button>
            <Button color="secondary">Secondary</Button>
            <Button variant="light">Light</Button>
            <Button variant="default">Default</Button>
            <Button variant="subtle">Subtle</Button>
            <Button disabled>Disabled</Button>
          </Group>
          <Group>
            <Badge>Active</Badge>
            <Badge color="orange">Trial</Badge>
            <Badge color="red">Expired</Badge>
            <Badge color="gray">Past</Badge>
          </Group>
          <TextInput label="Text input" placeholder="Type here" maw={360} />
        </Stack>
      </Paper>
    </PageContainer>
  );
}
