import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import classes from './choice-card.module.css';

type Props = {
  icon: ReactNode;
  title: string;
  description: string;
  onClick: () => void;
};

/** A large tappable option of a flow screen (USER TYPE, SELECT ACCOUNT, create account). */
export function ChoiceCard({ icon, title, description, onClick }: Props) {
  return (
    <UnstyledButton onClick={onClick} w="100%" className={classes.button}>
      <Paper withBorder radius="md" p="md" className={classes.card}>
        <Group wrap="nowrap" gap="md">
          <ThemeIcon size={44} radius="md" variant="light">
            {icon}
          </ThemeIcon>
          <Stack gap={2} style={{ flex: 1 }}>
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          <IconChevronRight size={20} aria-hidden />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
