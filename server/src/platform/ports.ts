/**
 * What a lower area asks of a higher one (eslint/layers.js): a question only the higher area can
 * answer, asked at run time without importing it. Each lower area declares the ports it asks
 * through, with their types, beside the code that asks (e.g. modules/cards/cards.ports.ts):
 *
 *   declare module '../../platform/ports.ts' {
 *     interface AreaPorts { clientPaysAccount(db: Db, userId: number, accountId: number): Promise<boolean> }
 *   }
 *
 * server/src/area-ports.ts answers every port from the higher areas (it does not compile while
 * one is unanswered), and app.ts hands them to every service as `ctx.ports`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas
export interface AreaPorts {}
