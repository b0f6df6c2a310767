import { useMediaQuery } from '@mantine/hooks';
import { useAccounts } from '../../features/accounts/api/get-accounts';
import { MOBILE_QUERY } from '../../lib/layout';
import { useSession } from '../../lib/session/use-session';
import { switchableAccounts } from './banners/banner-rules';
import { headerModel, type HeaderModel } from './menu-model';

/** The menus of the signed-in header and of the mobile menu, for this user and screen. */
export function useHeaderModel(): HeaderModel {
  const session = useSession();
  const isMobile = useMediaQuery(MOBILE_QUERY) ?? false;
  const coach = session?.me.current.role === 'coach';
  const accounts = useAccounts({ enabled: coach });
  const hasOtherAccounts = switchableAccounts(accounts.data ?? []).length > 1;
  return headerModel(session, { isMobile, hasOtherAccounts });
}
