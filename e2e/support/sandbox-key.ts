import path from 'node:path';

/** Where prepare-server-data.ts leaves the sandbox's secret key for the journeys (mode 0600). */
export const sandboxSecretKeyFile = (dataDir: string) =>
  path.join(dataDir, 'e2e-sandbox-secret-key');
