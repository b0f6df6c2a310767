// The subscription's shape and rules live in accounts (its permission rules read them); kept here
// for the screens that import them from platform-plan.
export * from '../accounts/subscription.rules.ts';
