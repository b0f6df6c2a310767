// The billing area's entry: what other features use of it. Nothing yet: the app shell opens the
// payout onboarding itself.
export {};
