import { ConfirmEmailNotice, confirmEmailTexts } from '../../../accounts';

/** The page's confirm-email notice, in a chunk of its own: few viewers need it. */
export default function PlanConfirmEmail() {
  return <ConfirmEmailNotice message={confirmEmailTexts.program} />;
}
