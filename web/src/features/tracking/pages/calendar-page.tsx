import { CalendarScreen } from '../components/calendar-screen';
import { calendarTexts as t } from '../tracking.messages';

/** /user/calendar: the client's training calendar across every program they follow. */
export default function CalendarPage() {
  return <CalendarScreen mode={{ kind: 'client' }} title={t.title} />;
}
