type ReceiptMail = {
  firstName: string;
  number: string;
  planTitle: string;
  seller: string;
  date: string;
  description: string;
  total: string;
  card: string | null;
  refunded: string | null;
};

/** The receipt e-mail (ours: DECISIONS.md asks for e-mailed receipts, not their words). */
export const billingMails = {
  receipt: (input: ReceiptMail) => ({
    subject: `Your receipt for ${input.planTitle}`,
    greeting: `Hello ${input.firstName},`,
    paragraphs: [
      `Thank you for your payment to ${input.seller}. This is your receipt ${input.number}.`,
      [
        `Program: ${input.planTitle}`,
        `For: ${input.description}`,
        `Date: ${input.date}`,
        ...(input.card ? [`Paid with: ${input.card}`] : []),
        ...(input.refunded ? [`Refunded: ${input.refunded}`] : []),
        `Total paid: ${input.total}`,
      ].join('\n'),
    ],
    actionLabel: 'View your receipt',
  }),
} as const;
