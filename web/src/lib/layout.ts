/** Layout breakpoints (platform.md 9). */
export const BREAKPOINTS = { smallMobile: 575, mobile: 797.98, tablet: 991.98 } as const;

/** At or under the mobile breakpoint ('I work better on desktop', checklist modal, mobile menu). */
export const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.mobile}px)`;
