import { dayIn } from '@forma/contract/programs/days';
import { showDay } from '../../../lib/show-day';

/** The day of a payment (an instant or a day) as DD/MM/YYYY. */
export const paymentDay = (paidAt: string) =>
  showDay(/^\d{4}-\d{2}-\d{2}$/.test(paidAt) ? paidAt : dayIn(new Date(paidAt)));
