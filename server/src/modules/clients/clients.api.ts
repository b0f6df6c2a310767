// What other areas may use of clients: the one file they import from it (eslint.config.js).
// Nothing yet: clients sits above the areas it presents, and inbox and dashboard come above it.
export {};
