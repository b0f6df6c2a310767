// The journeys' server in one process: prepare-server-data.ts makes the data, then the server
// starts as `npm start` runs it, on the modules the preparation already loaded (a second process
// would load and compile them again).
await import('./prepare-server-data.ts');
await import('../../server/src/main.ts');

export {};
