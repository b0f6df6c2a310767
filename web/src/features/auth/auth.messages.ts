// Texts of the sign-in screens. Spec wording where the spec has one; others are ours.

/** programs-and-commerce.md 8: sign-in answer with a subdomain field ({product} from config). */
export const subdomainDenied = (product: string) =>
  `You do not have access rights to that ${product} subdomain. Please login here or contact support for more help.`;

export const signInTexts = {
  title: 'Log In',
  subtitle: 'Welcome back. Log in to continue.',
  forgot: 'Forgot password?',
  noAccount: "Don't have an account?",
  signUp: 'Sign Up',
  email: 'Email',
  password: 'Password',
} as const;

export const forgotPasswordTexts = {
  title: 'Forgot password',
  subtitle: "Enter the e-mail you signed up with and we'll send you a link to reset your password.",
  email: 'Email',
  submit: 'Send reset link',
  sent: (email: string) =>
    `If an account exists for ${email}, you will receive an e-mail with a link to reset your password shortly.`,
  back: 'Back to Log In',
} as const;

export const resetPasswordTexts = {
  title: 'Reset password',
  subtitle: 'Choose a new password for your account.',
  submit: 'Save new password',
  missingToken: 'This password reset link is incomplete or has expired. Please request a new one.',
  requestNew: 'Request a new link',
  back: 'Back to Log In',
} as const;

export const confirmationTexts = {
  title: 'Confirming your e-mail',
  body: 'One moment while we confirm your e-mail address…',
  loading: 'Confirming',
  confirmed: 'Your e-mail address has been confirmed.',
} as const;
