// Renders a calendar for the tracking tests: today is Wednesday 5 March 2025.
import { configure } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import type { CalendarMode } from '../api/calendar-api';
import { CalendarScreen } from './calendar-screen';

export const TODAY = '2025-03-05';

// The first calendar of a file loads Mantine's date code and more: on a loaded 2-core machine
// that takes longer than the default second of findBy queries.
configure({ asyncUtilTimeout: 5000 });

export const renderCalendar = (
  mode: CalendarMode = { kind: 'client' },
  query = '',
  title = 'Calendar',
) =>
  renderAt(
    <CalendarScreen mode={mode} title={title} today={TODAY} />,
    `/calendar${query ? `?${query}` : ''}`,
  );
