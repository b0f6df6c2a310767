/**
 * Wraps a submit handler whose failures are already shown by the global handling of failed
 * calls (spec 8), so a rejected call does not also surface as an unhandled rejection.
 */
export function handled<Args extends unknown[]>(run: (...args: Args) => Promise<unknown>) {
  return async (...args: Args): Promise<void> => {
    try {
      await run(...args);
    } catch {
      // Reported by the global failure handler.
    }
  };
}
