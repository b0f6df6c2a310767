import { modalTexts } from '@forma/contract/programs/programs.messages';

/** The date (DD/MM/YYYY) and time (HH:mm) of a waiver acceptance in the reader's time zone. */
export function waiverTimes(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('day')}/${part('month')}/${part('year')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** Spec 2.8: '{full_name} accepted the waiver to {plan} on {date} at {time}', in the reader's zone. */
export function waiverAcceptedText(
  acceptance: { fullName: string; acceptedAt: Date },
  planTitle: string,
  timeZone: string,
): string {
  const { date, time } = waiverTimes(acceptance.acceptedAt, timeZone);
  return modalTexts.waiverAccepted(acceptance.fullName, planTitle, date, time);
}
