// External links of the header (platform.md 2.10). The help centre and app stores are outside
// this repository; these addresses are the product's public ones.
export const externalLinks = {
  helpCentre: 'https://help.forma.fit',
  demoVideos: 'https://help.forma.fit/demo-videos',
  coachApp: 'https://forma.fit/apps/coach',
  clientApp: 'https://forma.fit/apps/client',
  clientAppStore: 'https://apps.apple.com/app/forma-client',
  clientPlayStore: 'https://play.google.com/store/apps/details?id=fit.forma.client',
  supportEmail: 'mailto:support@forma.fit',
} as const;
