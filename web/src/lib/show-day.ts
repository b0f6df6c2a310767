import { formatDayDmy, isDay } from '@forma/contract/programs/days';

/** What a table or list shows for a value that is not there. */
export const NO_VALUE = '—';

/** A day as DD/MM/YYYY; other texts (e.g. 'Week 4') as they are. */
export const showDay = (value: string | null) =>
  value === null ? NO_VALUE : isDay(value) ? formatDayDmy(value) : value;
