export * from '../modules/accounts/accounts.tables.ts';
export * from '../modules/users/users.tables.ts';
export * from '../modules/auth/auth.tables.ts';
export * from '../modules/platform-plan/platform-plan.tables.ts';
export * from '../platform/rate-limit/rate-limit.tables.ts';
