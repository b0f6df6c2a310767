import { and, eq, inArray } from 'drizzle-orm';
import { idsRule } from '../../platform/permissions/body-ids.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { callerCurrentAccount } from '../accounts/accounts.api.ts';
import { isPlanOfAccount, planReader, planWriter } from '../programs/programs.api.ts';
import { blockExercises, scheduleBlocks } from './training.tables.ts';

const currentAccountId = async (rc: RequestContext) =>
  (await callerCurrentAccount(rc.db, rc.caller!)).account.id;

export const trainingPermissions = {
  'schedule.read': planReader,
  'schedule.update': planWriter,
  // A block of a program of the current account (the save checks it is on the days it saves).
  'schedule.block.use': idsRule(async (rc, ids) => {
    const accountId = await currentAccountId(rc);
    const rows = await rc.db
      .select({ id: scheduleBlocks.id })
      .from(scheduleBlocks)
      .where(
        and(
          inArray(scheduleBlocks.id, [...ids]),
          isPlanOfAccount(rc.db, scheduleBlocks.planId, accountId),
        ),
      );
    return new Set(rows.map((row) => row.id));
  }),
  // A prescribed exercise of such a block (the save checks it stays with its block).
  'schedule.exercise.use': idsRule(async (rc, ids) => {
    const accountId = await currentAccountId(rc);
    const rows = await rc.db
      .select({ id: blockExercises.id })
      .from(blockExercises)
      .innerJoin(scheduleBlocks, eq(scheduleBlocks.id, blockExercises.blockId))
      .where(
        and(
          inArray(blockExercises.id, [...ids]),
          isPlanOfAccount(rc.db, scheduleBlocks.planId, accountId),
        ),
      );
    return new Set(rows.map((row) => row.id));
  }),
};
