import { errorSummary, input, type FormState } from './form-controls.ts';
import { page } from './layout.ts';

/**
 * The form posts back to its own address (whatever prefix the sandbox is served under).
 * A standard account's page: its holder already has a Stripe account, so connecting it is
 * signing in with its email (the sandbox takes any address) and pressing 'Connect'.
 */
export function standardConnectPage(state: FormState, problems: string[]): string {
  const body = `<p>Forma uses Stripe to pay you. Sign in with the email of your existing Stripe account to connect it to Forma; your payouts and bank details stay in your own Stripe Dashboard.</p>
${errorSummary('There is a problem', problems)}
<form method="post" novalidate>
<section class="card" aria-labelledby="signin"><h2 id="signin">Your Stripe account</h2>
${input(state, { name: 'email', label: 'Email', type: 'email', autocomplete: 'email', hint: 'Test mode: any email address connects.' })}
</section>
<button class="primary" type="submit" name="intent" value="connect">Connect</button>
</form>`;
  return page('Connect your existing Stripe account', body);
}
