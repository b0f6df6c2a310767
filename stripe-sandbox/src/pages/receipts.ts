import type { FastifyInstance } from 'fastify';
import type { SandboxModule, SandboxRuntime } from '../core/route.ts';
import type { Charge } from '../resources/payments/charges.ts';
import { formatAmount } from '../resources/payments/amounts.ts';
import { escapeHtml, page } from './layout.ts';
import { merchantName } from './merchant.ts';

/** A charge's receipt (`receipt_url`): what was paid, to whom, with which card. */
function receiptPages(app: FastifyInstance, runtime: SandboxRuntime): void {
  app.get<{ Params: { id: string } }>('/sandbox/receipts/:id', async (request, reply) => {
    const body = await runtime.run(null, async (ctx) => {
      const found = await ctx.store.findAnywhere<Charge>(request.params.id);
      if (!found || found.data.object !== 'charge' || found.data.status !== 'succeeded') {
        return null;
      }
      const charge = found.data;
      const card = charge.payment_method_details?.card;
      const date = new Date(charge.created * 1000).toISOString().slice(0, 10);
      const refunded = charge.amount_refunded
        ? `<p>Refunded: ${escapeHtml(formatAmount(charge.amount_refunded, charge.currency))}</p>`
        : '';
      return `<section class="card" aria-labelledby="receipt-heading">
<h2 id="receipt-heading">${escapeHtml(await merchantName(ctx, found.account))}</h2>
<p>Amount paid: <strong>${escapeHtml(formatAmount(charge.amount, charge.currency))}</strong></p>
<p>Date paid: ${escapeHtml(date)}</p>
${card ? `<p>Payment method: ${escapeHtml((card.brand ?? '').toUpperCase())} ending in ${escapeHtml(card.last4)}</p>` : ''}
${charge.description ? `<p>${escapeHtml(charge.description)}</p>` : ''}
${refunded}
</section>`;
    });
    const html = body
      ? page('Your receipt', body)
      : page('Receipt not found', '<p>There is no receipt at this address.</p>');
    return reply
      .status(body ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(html);
  });
}

export const receipts: SandboxModule = { routes: [], pages: receiptPages };
