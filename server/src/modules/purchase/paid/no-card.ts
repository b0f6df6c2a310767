import { AppError } from '../../../platform/errors/app-error.ts';
import { paidMessages } from './paid.messages.ts';

/** 422 `{ base: { reason: 'no_card' } }`: the web opens the add-card modal and repeats the call. */
export const noCard = () =>
  new AppError('INVALID', paidMessages.noCard, undefined, { base: { reason: 'no_card' } });
