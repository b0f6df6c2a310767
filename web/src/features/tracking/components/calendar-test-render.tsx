// Renders a calendar for the tracking tests: today is Wednesday 5 March 2025.
import { renderAt } from '../../../test/render';
import type { CalendarMode } from '../api/calendar-api';
import { CalendarScreen } from './calendar-screen';

export const TODAY = '2025-03-05';

export const renderCalendar = (
  mode: CalendarMode = { kind: 'client' },
  query = '',
  title = 'Calendar',
) =>
  renderAt(
    <CalendarScreen mode={mode} title={title} today={TODAY} />,
    `/calendar${query ? `?${query}` : ''}`,
  );
