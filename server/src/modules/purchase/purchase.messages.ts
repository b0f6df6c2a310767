/** The purchase area's server-only texts (those the web shows too are the contract's). */
export const purchaseMails = {
  contactCoach: (input: {
    client: string;
    clientEmail: string;
    coachFirstName: string;
    planTitle: string;
    text: string;
    isPrivate: boolean;
  }) => ({
    subject: `${input.client} has a question about ${input.planTitle}`,
    greeting: `Hello ${input.coachFirstName},`,
    paragraphs: [
      `${input.client} (${input.clientEmail}) wrote about your program ${input.planTitle}:`,
      input.text,
      input.isPrivate
        ? 'The program is private: add this e-mail address to its allowed list, or invite the client, to let them join.'
        : 'Reply to the client by e-mail.',
    ],
    actionLabel: 'Open the program',
  }),
};
