import type { StatusColour } from '@forma/contract/programs/programs.rules';

/** Mantine colours of the contract's status colours (DECISIONS.md "Status colours"). */
export const statusColor = (colour: StatusColour): string | undefined =>
  colour === 'primary' ? undefined : colour === 'danger' ? 'red' : colour;
