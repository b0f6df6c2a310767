import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

type Props = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The flow screen's label above the title (spec 2.2: USER TYPE, SIGN UP...). */
  eyebrow?: ReactNode;
  children: ReactNode;
  /** Below the card: links such as "Already have an account? Log In". */
  footer?: ReactNode;
  width?: number;
};

/** Centred card for sign-in, sign-up and onboarding screens; full width on phones. */
export function AuthCard({ title, subtitle, eyebrow, children, footer, width = 460 }: Props) {
  return (
    <Container size={width} px={{ base: 'xs', sm: 'md' }} py={{ base: 'lg', sm: 56 }} w="100%">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={6} ta="center">
            {eyebrow && (
              <Text
                size="xs"
                fw={700}
                c="dimmed"
                tt="uppercase"
                style={{ letterSpacing: '0.08em' }}
              >
                {eyebrow}
              </Text>
            )}
            <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.25}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer && (
        <Text ta="center" mt="lg" size="sm" c="dimmed" component="div">
          {footer}
        </Text>
      )}
    </Container>
  );
}
