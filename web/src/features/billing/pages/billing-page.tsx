import { Tabs } from '@mantine/core';
import { pathTo } from '../../../lib/routes/paths';
import { PageContainer } from '../../../components/layout/page-container';
import { useNavigate, useParams } from '../../../lib/router';
import { BillingHistory } from '../components/billing-history';
import { PaymentMethods } from '../components/payment-methods/payment-methods';
import { Purchases } from '../components/purchases/purchases';
import { billingTexts as t } from '../billing.messages';

const TABS = [
  { value: 'purchases', label: t.tabs.purchases },
  { value: 'payment', label: t.tabs.payment },
  { value: 'history', label: t.tabs.history },
] as const;

/** The client's billing (spec 2.10): purchases, payment methods and history, one tab each. */
export default function BillingPage() {
  const { tab = 'purchases' } = useParams();
  const navigate = useNavigate();
  return (
    <PageContainer size="lg" title={t.title}>
      <Tabs
        value={tab}
        onChange={(next) => next && navigate(pathTo('billing', { tab: next }))}
        keepMounted={false}
      >
        <Tabs.List aria-label={t.tabsLabel}>
          {TABS.map((item) => (
            <Tabs.Tab key={item.value} value={item.value}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="purchases" pt="md">
          <Purchases />
        </Tabs.Panel>
        <Tabs.Panel value="payment" pt="md">
          <PaymentMethods />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <BillingHistory />
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
