// The product's own policy texts for /pages/:page (platform.md 1, 2.3). Plain data, rendered by static-page.tsx.

export type PolicySection = { heading: string; paragraphs: string[] };
export type PolicyDocument = {
  title: string;
  updated: string;
  intro: string;
  sections: PolicySection[];
};

const UPDATED = '1 June 2025';

export const privacyPolicy: PolicyDocument = {
  title: 'Privacy policy',
  updated: UPDATED,
  intro:
    'Forma helps fitness coaches build, sell and deliver training programs, and helps their clients follow them. This policy explains what personal data we hold about coaches, clients and visitors, why we hold it, and the choices you have.',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'Forma is the data controller for the account data of coaches and clients who sign up to the platform. When a coach uses Forma to train their own clients, the coach decides what client information to collect (for example training results and body metrics) and Forma processes it on the coach’s behalf.',
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: [
        'Account data: your name, e-mail address, password (stored only as a secure hash), country, state, currency, date of birth and gender where you provide them, and your profile picture.',
        'Training data: programs you follow or publish, calendar entries, results, comments, personal records, benchmarks, body metrics and messages you send in chat.',
        'Payment data: the programs you buy or sell, prices, subscriptions and payouts. Card details are collected and stored by our payment provider, Stripe; Forma never sees your full card number.',
        'Technical data: your browser, device, time zone and the pages you use, kept in server logs to keep the service secure and working.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'To provide the service you signed up for: your account, your programs, your payments and your conversations with your coach or clients (performance of a contract).',
        'To keep Forma safe, prevent fraud and meet our legal and tax obligations (legitimate interests and legal obligation).',
        'To send you service e-mails such as confirmations, receipts and password resets, and, only if you opt in, product news and marketing e-mails (consent, which you can withdraw at any time in your settings).',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'Your coach sees the training data and profile details needed to coach you. Clients see the public parts of a coach’s profile and storefront.',
        'We use carefully selected processors for hosting, e-mail delivery, payments (Stripe) and customer support, each bound by a data-processing agreement. We do not sell personal data.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your account data while your account is open. When you delete your account we delete or anonymise your personal data within 30 days, except records we must keep by law, such as payment and tax records, which are kept for the period the law requires.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can access, correct, export or delete your personal data, object to or restrict its use, and withdraw consent at any time. Most of this can be done in your profile and settings; for anything else write to privacy@forma.fit. You also have the right to complain to your local data-protection authority.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'Forma is not intended for children. You must be at least 13 years old to use Forma, and older where your country requires it; coaches must be adults.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We will tell you about important changes by e-mail or in the app before they take effect. The date at the top shows when this policy was last updated.',
      ],
    },
  ],
};

export const coachTerms: PolicyDocument = {
  title: 'Coach terms',
  updated: UPDATED,
  intro:
    'These terms apply when you use Forma as a coach, on your own account or as part of a brand, gym or team. By creating a coach account you agree to them.',
  sections: [
    {
      heading: 'Your account',
      paragraphs: [
        'You must be at least 18 and give accurate information. You are responsible for everything done under your account and for keeping your password safe. The first coach of a business account is its owner and manages its coaches, subscription and payouts.',
      ],
    },
    {
      heading: 'Your platform plan',
      paragraphs: [
        'Forma offers a FREE plan (up to 5 clients, no additional coaches), PROFESSIONAL plans sold in client-count bands, and a 30-day free trial. Paid plans renew monthly or annually until cancelled; a cancelled plan keeps full access until the end of the paid period. Plan changes made mid-period are pro-rated by the days left.',
        'When a trial ends, an account with 5 clients or fewer and no additional coaches moves to the FREE plan automatically; otherwise it is restricted until a plan is chosen.',
      ],
    },
    {
      heading: 'Selling programs',
      paragraphs: [
        'You may sell programs as one-off purchases or subscriptions through Stripe, which pays out to your connected account. Forma charges a fee of 5% of each program payment; Stripe charges its own processing fees separately.',
        'You are the seller of your programs. You set your prices, refunds and waivers, and you are responsible for the taxes on your sales and for the accuracy and safety of your coaching content.',
      ],
    },
    {
      heading: 'Your content and your clients',
      paragraphs: [
        'You keep ownership of the programs, videos and other content you upload and give Forma the licence needed to host and deliver them to your clients. You must have the rights to everything you upload.',
        'You process your clients’ personal data as their coach: use it only to coach them, keep it confidential, and respect their requests about it.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'Do not use Forma for anything unlawful, harmful or misleading, to send spam, or to interfere with the service. We may suspend accounts that break these terms.',
      ],
    },
    {
      heading: 'Liability and changes',
      paragraphs: [
        'Forma is provided as is. To the extent the law allows, our liability is limited to the fees you paid us in the 12 months before a claim. We may update these terms and will give you notice of material changes.',
      ],
    },
  ],
};

export const clientTerms: PolicyDocument = {
  title: 'Client terms',
  updated: UPDATED,
  intro:
    'These terms apply when you use Forma as a client to follow training programs from your coach. By creating an account you agree to them.',
  sections: [
    {
      heading: 'Your account',
      paragraphs: [
        'You must be at least 16 (or the minimum age in your country) and give accurate information. Keep your password safe; you are responsible for activity on your account.',
      ],
    },
    {
      heading: 'Programs and your coach',
      paragraphs: [
        'Programs are created and sold by independent coaches, not by Forma. Your coach is responsible for the program’s content, price, refunds and any waiver. Train safely, follow your coach’s guidance and consult a medical professional before starting a new exercise program.',
      ],
    },
    {
      heading: 'Payments and subscriptions',
      paragraphs: [
        'Payments are processed by Stripe. Subscriptions renew automatically at the shown period until you cancel them in Billing; a trial converts into a paid subscription when it ends unless you cancel before. If a renewal payment fails we will ask you to update your card, and access may pause until it is paid.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'Be respectful in chats, comments and leaderboards. Do not share program content you bought with others or use Forma for anything unlawful.',
      ],
    },
    {
      heading: 'Liability and changes',
      paragraphs: [
        'Forma is provided as is and is not a medical service. To the extent the law allows, our liability is limited to the amounts you paid in the 12 months before a claim. We will give you notice of material changes to these terms.',
      ],
    },
  ],
};

export const cookiePolicy: PolicyDocument = {
  title: 'Cookie policy',
  updated: UPDATED,
  intro:
    'Cookies and similar storage are small files that a website keeps in your browser. This policy explains how Forma uses them.',
  sections: [
    {
      heading: 'Strictly necessary',
      paragraphs: [
        'These keep you signed in, remember your sign-in session across pages and protect the service. They cannot be switched off; without them Forma does not work.',
      ],
    },
    {
      heading: 'Preferences',
      paragraphs: [
        'With your consent we remember choices such as dismissed messages and enable the live support chat, which stores an identifier so our team can continue a conversation with you.',
      ],
    },
    {
      heading: 'Analytics',
      paragraphs: [
        'With your consent we measure how the product is used, in aggregate, to improve it. Coaches may also add their own tag-manager container to their storefront pages; those cookies are the coach’s responsibility.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You can change your choices at any time from the Cookie settings link at the bottom of every page, and delete cookies in your browser settings.',
      ],
    },
  ],
};
