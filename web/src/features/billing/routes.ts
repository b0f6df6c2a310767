// The routes of billing (paths in app/route-paths.ts), composed into the app's table by
// app/route-table.ts. `user_billing` (/user/billing) redirects to purchases in app/routes.ts.
import * as rules from '../../lib/routes/route-rules';
import type { RouteEntry } from '../../lib/routes/route-types';

const billing = () => import('./pages/billing-page');
const receipt = () => import('./pages/receipt-page');

export const billingRoutes: readonly RouteEntry[] = [
  // --- 2.4 client area ---
  {
    name: 'billing',
    access: 'user',
    page: billing,
    title: 'Billing',
    rule: rules.clientBillingTab,
  },
  // A payment's printable receipt (ours: the billing history's 'View receipt').
  { name: 'billing_receipt', access: 'user', page: receipt, title: 'Receipt' },
];
