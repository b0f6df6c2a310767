import type { ThemeResponse } from '@forma/contract/customisation/themes.schemas';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';

/** No account has customised its theme until the customisation area exists: every field is null. */
const emptyTheme: ThemeResponse = {
  web_theme: null,
  mobile_light_theme: null,
  mobile_dark_theme: null,
  user: null,
  subdomain: null,
  logo: null,
};

export async function getTheme(rc: RequestContext): Promise<ThemeResponse> {
  await requireAccess(rc, 'public');
  return emptyTheme;
}
