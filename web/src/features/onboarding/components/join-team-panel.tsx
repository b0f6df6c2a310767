import { useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { Button, List, Stack, Text, TextInput } from '@mantine/core';
import { pathTo } from '../../../lib/routes/paths';
import { joinTeamTexts as t, onboardingTexts } from '../onboarding.messages';

/** The token inside an invitation link (…/onboarding/accept-invitation/{token}), or the text itself. */
export function invitationTokenFrom(input: string): string {
  const text = input.trim();
  const match = /accept-invitation\/([^/?#\s]+)/.exec(text);
  if (match) return decodeURIComponent(match[1]!);
  try {
    const url = new URL(text);
    return url.pathname.split('/').filter(Boolean).pop() ?? '';
  } catch {
    return text;
  }
}

/** JOIN A TEAM (spec 2.2): team coaches join through their team's invitation e-mail. */
export function JoinTeamPanel() {
  const navigate = useNavigate();
  const [link, setLink] = useState('');
  const token = invitationTokenFrom(link);

  return (
    <Stack gap="md">
      <Text size="sm">{t.intro}</Text>
      <List size="sm" spacing={6} type="ordered">
        <List.Item>{t.askOwner}</List.Item>
        <List.Item>{t.openEmail}</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        {t.haveInvitation}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (token) navigate(pathTo('onboarding-accept-invitation', { token }));
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t.linkLabel}
            placeholder={t.linkPlaceholder}
            value={link}
            onChange={(event) => setLink(event.currentTarget.value)}
          />
          <Button type="submit" size="md" fullWidth disabled={!token}>
            {onboardingTexts.continue}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
