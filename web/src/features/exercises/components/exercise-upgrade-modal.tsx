import { UpgradeModal } from '../../../components/feedback/upgrade-modal';
import { exerciseMessages, exercisesTexts as t } from '../exercises.messages';

/**
 * The upgrade prompt a coach without PROFESSIONAL meets instead of the exercise form (spec 6:
 * creating and editing exercises is PROFESSIONAL-only; docs/decisions/exercises.md).
 */
export function ExerciseUpgradeModal({
  opened,
  onClose,
  message = exerciseMessages.restricted,
}: {
  opened: boolean;
  onClose: () => void;
  message?: string;
}) {
  return (
    <UpgradeModal
      opened={opened}
      onClose={onClose}
      title={t.upgradeTitle}
      message={message}
      dismissLabel={t.notNow}
      upgradeLabel={t.upgrade}
    />
  );
}
