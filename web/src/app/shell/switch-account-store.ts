import { createStore } from '../../lib/create-store';

/** Whether the switch-account modal is open: kept apart from the modal, which loads when needed. */
export const switchAccountOpen = createStore(false);
export const openSwitchAccount = () => switchAccountOpen.set(true);
