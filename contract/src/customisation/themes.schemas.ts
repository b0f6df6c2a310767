import { z } from 'zod';

const color = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const webThemeSchema = z.object({
  primary_color: color.nullable(),
  primary_contrast_color: color.nullable(),
  secondary_color: color.nullable(),
  secondary_contrast_color: color.nullable(),
  system_text_color: color.nullable(),
});
export type WebTheme = z.infer<typeof webThemeSchema>;

const mobileThemeSchema = z.object({
  primary_color: color.nullable(),
  primary_background_color: color.nullable(),
  primary_text_color: color.nullable(),
  secondary_color: color.nullable(),
  secondary_background_color: color.nullable(),
  system_text_color: color.nullable(),
  primary_contrast_color: color.nullable(),
  secondary_contrast_color: color.nullable(),
});

export const themeResponseSchema = z.object({
  web_theme: webThemeSchema.nullable(),
  mobile_light_theme: mobileThemeSchema.nullable(),
  mobile_dark_theme: mobileThemeSchema.nullable(),
  user: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  subdomain: z.object({ sub_domain_name: z.string() }).nullable(),
  logo: z
    .object({
      original: z.string().nullable(),
      hd: z.string().nullable(),
      logo: z.string().nullable(),
      small: z.string().nullable(),
    })
    .nullable(),
});
export type ThemeResponse = z.infer<typeof themeResponseSchema>;
