import { useEffect } from 'react';
import { Container, Paper, SegmentedControl, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useParams, useSearchParams } from '../../lib/router';
import { staticPageMessages } from '../../lib/messages';
import type { StaticPageName } from '../../lib/routes/route-rules';
import { useSession } from '../../lib/session/use-session';
import {
  clientTerms,
  coachTerms,
  cookiePolicy,
  privacyPolicy,
  type PolicyDocument,
} from './static-pages-content';

function PolicyView({ doc }: { doc: PolicyDocument }) {
  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm">
        {staticPageMessages.lastUpdated(doc.updated)}
      </Text>
      <Text size="lg">{doc.intro}</Text>
      {doc.sections.map((section) => (
        <Stack key={section.heading} gap="xs">
          <Title order={2} fz={20}>
            {section.heading}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph.slice(0, 40)} lh={1.7}>
              {paragraph}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

function Terms() {
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('type');
  const type =
    requested === 'coach' || requested === 'client'
      ? requested
      : session?.me.current.role === 'user'
        ? 'client'
        : 'coach';
  return (
    <Stack gap="lg">
      <SegmentedControl
        value={type}
        onChange={(value) => setSearch({ type: value }, { replace: true })}
        data={[
          { value: 'coach', label: coachTerms.title },
          { value: 'client', label: clientTerms.title },
        ]}
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      <PolicyView doc={type === 'coach' ? coachTerms : clientTerms} />
    </Stack>
  );
}

const titles: Record<StaticPageName, string> = {
  privacy_policy: privacyPolicy.title,
  terms_of_use: staticPageMessages.termsTitle,
  data_security: staticPageMessages.dataSecurityTitle,
  cookies_policy: cookiePolicy.title,
};

/** /pages/:page: privacy policy, terms (coach or client), data security, cookie policy (platform.md 2.3). */
export default function StaticPage() {
  const page = (useParams().page ?? 'privacy_policy') as StaticPageName;
  const title = titles[page] ?? titles.privacy_policy;
  useEffect(() => {
    document.title = `${title} · Forma`;
  }, [title]);

  return (
    <Container size="md" px={{ base: 'md', sm: 'xl' }} py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
        <Stack gap="xl">
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {title}
          </Title>
          {page === 'privacy_policy' && <PolicyView doc={privacyPolicy} />}
          {page === 'terms_of_use' && <Terms />}
          {page === 'cookies_policy' && <PolicyView doc={cookiePolicy} />}
          {page === 'data_security' && (
            <Stack align="center" py="xl" gap="sm">
              <ThemeIcon size={64} radius="xl" variant="light">
                <IconShieldLock size={32} />
              </ThemeIcon>
              <Text size="xl" fw={600}>
                {staticPageMessages.comingSoon}
              </Text>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
