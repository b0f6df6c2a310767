/**
 * Sends the browser to another page (the sandbox's 3-D Secure challenge). One place, so tests can
 * replace it: jsdom does not navigate.
 */
export function leaveFor(url: string) {
  window.location.assign(url);
}

/** An absolute address for a path or address, as Stripe wants its `return_url`. */
export const absoluteUrl = (pathOrUrl: string) => new URL(pathOrUrl, window.location.href).href;
