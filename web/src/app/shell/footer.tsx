import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '../../lib/router';
import { openCookieSettings } from '../../lib/cookie-consent';
import { footerMessages as m } from '../../lib/messages';
import { pathTo } from '../../lib/routes/paths';
import type { GuardSession } from '../../lib/routes/route-types';

/** Which terms the footer links to: coach terms for coaches, client terms for clients, both kinds for visitors. */
export function termsLink(session: GuardSession): { label: string; to: string } {
  const role = session?.me.current.role;
  if (role === 'coach')
    return {
      label: m.coachTerms,
      to: pathTo('static-page', { page: 'terms_of_use' }, { type: 'coach' }),
    };
  if (role === 'user')
    return {
      label: m.clientTerms,
      to: pathTo('static-page', { page: 'terms_of_use' }, { type: 'client' }),
    };
  return { label: m.terms, to: pathTo('static-page', { page: 'terms_of_use' }) };
}

/** The footer (platform.md 2.16): cookie settings, coach or client terms, privacy policy. */
export function AppFooter({ session }: { session: GuardSession }) {
  const terms = termsLink(session);
  return (
    <Group
      component="footer"
      justify="space-between"
      px={{ base: 'md', sm: 'xl' }}
      py="md"
      gap="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Text size="xs" c="dimmed">
        © {new Date().getFullYear()} Forma
      </Text>
      <Group gap="lg">
        <Anchor component="button" type="button" size="xs" c="dimmed" onClick={openCookieSettings}>
          {m.cookieSettings}
        </Anchor>
        <Anchor component={Link} to={terms.to} size="xs" c="dimmed">
          {terms.label}
        </Anchor>
        <Anchor
          component={Link}
          to={pathTo('static-page', { page: 'privacy_policy' })}
          size="xs"
          c="dimmed"
        >
          {m.privacyPolicy}
        </Anchor>
      </Group>
    </Group>
  );
}
