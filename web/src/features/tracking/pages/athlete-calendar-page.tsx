import { useParams } from '../../../lib/router';
import { CalendarScreen } from '../components/calendar-screen';
import { calendarTexts as t } from '../tracking.messages';

/** /coach/athlete/:user_id/calendar: a client's calendar, prescribed and performed side by side. */
export default function AthleteCalendarPage() {
  const { user_id: userId = '' } = useParams();
  return <CalendarScreen mode={{ kind: 'coach', userId }} title={t.athleteTitle} />;
}
