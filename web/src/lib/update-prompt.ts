import { createStore } from './create-store';

/** Whether the update-available prompt is open: kept apart from the modal, which loads when needed. */
export const updatePromptOpen = createStore(false);

/** A response flagged deprecated opens the update-available prompt (platform.md 4, 8). */
export const openUpdatePrompt = () => updatePromptOpen.set(true);
