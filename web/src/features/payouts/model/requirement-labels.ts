import { requirementLabelTexts } from '../payouts.messages';

// Stripe names a requirement by the path of the field it needs (`individual.dob.day`); several
// paths are one thing to give (the date of birth), named by the most specific known prefix.

/** A requirement Stripe names by a path we do not know: its last words, e.g. 'Tax id'. */
function fallbackLabel(requirement: string): string {
  const words = requirement.split('.').slice(-2).join(' ').replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function requirementLabel(requirement: string): string {
  const found = requirementLabelTexts.find(
    ([prefix]) => requirement === prefix || requirement.startsWith(`${prefix}.`),
  );
  return found ? found[1] : fallbackLabel(requirement);
}

/** The labels of a requirement list, each once, in Stripe's order. */
export const requirementLabels = (requirements: readonly string[]): string[] => [
  ...new Set(requirements.map(requirementLabel)),
];
