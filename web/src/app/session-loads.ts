import { queryClient } from '../lib/query-client';
import { setLoadBeforeSignedIn } from '../lib/session/store-session';
import { themeQueryOptions } from '../features/customisation/api/get-theme';

// After sign-in, sign-up or a password reset the account's theme loads before the user is set
// (platform.md 4 "Other"), so the first signed-in screen has the account's colours.
setLoadBeforeSignedIn(() => queryClient.fetchQuery({ ...themeQueryOptions(), staleTime: 0 }));
