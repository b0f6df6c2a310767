import { UpgradeModal as Prompt } from '../../../components/feedback/upgrade-modal';
import { exerciseTexts as t } from '../schedule.messages';

/** The access-restricted prompt of spec 8 for a PROFESSIONAL feature (supersets, new exercises). */
export function UpgradeModal({
  message,
  onClose,
}: {
  message: string | null;
  onClose: () => void;
}) {
  return (
    <Prompt
      opened={message !== null}
      onClose={onClose}
      title={t.upgradeTitle}
      message={message}
      dismissLabel={t.gotIt}
      upgradeLabel={t.upgrade}
    />
  );
}
