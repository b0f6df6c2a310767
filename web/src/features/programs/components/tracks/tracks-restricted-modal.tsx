import { UpgradeModal } from '../../../../components/feedback/upgrade-modal';
import { trackMessages, programFormTexts as f } from '../../programs.messages';

/** The track access-restricted modal of spec 8 (FREE plan: one track; upgrade for more). */
export function TracksRestrictedModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <UpgradeModal
      opened={opened}
      onClose={onClose}
      title={f.restrictedTitle}
      message={trackMessages.restricted}
      dismissLabel={f.gotIt}
      upgradeLabel={f.upgrade}
    />
  );
}
