import { useState } from 'react';
import { SimpleGrid, TextInput } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  IconWorld,
} from '@tabler/icons-react';
import { updatePrivateBodySchema } from '@forma/contract/accounts/users.schemas';
import { showAlert } from '../../../components/feedback/show-alert';
import { profileTexts, socialLinkTexts as t } from '../accounts.messages';
import { useUpdatePrivate } from '../api/update-private';

const SOCIAL_LINKS = [
  { type: 'website', label: t.labels.website, icon: IconWorld },
  { type: 'instagram', label: t.labels.instagram, icon: IconBrandInstagram },
  { type: 'facebook', label: t.labels.facebook, icon: IconBrandFacebook },
  { type: 'twitter', label: t.labels.twitter, icon: IconBrandX },
  { type: 'youtube', label: t.labels.youtube, icon: IconBrandYoutube },
  { type: 'tiktok', label: t.labels.tiktok, icon: IconBrandTiktok },
] as const;

// The contract's rule for a social link: a URL, or empty to remove it.
const linkSchema =
  updatePrivateBodySchema.shape.private.shape.landing_page_attributes.unwrap().valueType;

/**
 * Social links of the coach's storefront: each saves on its own when the field is left
 * (PATCH users/private {private:{landing_page_attributes:{type: url}}}).
 */
export function SocialLinksForm({ links }: { links: Record<string, string> }) {
  const updatePrivate = useUpdatePrivate();
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...links }));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const save = (type: string) => {
    const url = (values[type] ?? '').trim();
    if (url === (links[type] ?? '')) return;
    if (!linkSchema.safeParse(url).success) {
      setErrors((current) => ({ ...current, [type]: t.invalid }));
      return;
    }
    updatePrivate.mutate(
      { private: { landing_page_attributes: { [type]: url } } },
      { onSuccess: () => showAlert('congrats', profileTexts.saved) },
    );
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {SOCIAL_LINKS.map(({ type, label, icon: Icon }) => (
        <TextInput
          key={type}
          label={label}
          type="url"
          inputMode="url"
          placeholder={t.placeholder}
          leftSection={<Icon size={16} aria-hidden />}
          value={values[type] ?? ''}
          error={errors[type]}
          onChange={(event) => {
            const url = event.currentTarget.value;
            setValues((current) => ({ ...current, [type]: url }));
            setErrors((current) => ({ ...current, [type]: undefined }));
          }}
          onBlur={() => save(type)}
        />
      ))}
    </SimpleGrid>
  );
}
