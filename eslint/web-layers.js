// The web's layers (eslint/layers.js): lib/ and components/ know no feature and no app/; a
// feature imports only features of a lower rank and never app/, which composes them all.
import { readdirSync } from 'node:fs';
import { layers } from './layers.js';

const webFeatures = readdirSync(new URL('../web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The features ranked above `feature`; a feature without a rank fails the lint's start. */
function featuresAbove(feature) {
  const rank = layers.indexOf(feature);
  if (rank < 0) throw new Error(`web/src/features/${feature} has no rank in eslint/layers.js`);
  return layers.slice(rank + 1).filter((above) => webFeatures.includes(above));
}

export const webLayerZones = [
  {
    target: ['web/src/components', 'web/src/lib'],
    from: 'web/src/app',
    message:
      'Shared code imports nothing of app/: move what both need into lib/ (routes, session).',
  },
  {
    target: 'web/src/features',
    from: 'web/src/app',
    message:
      'app/ composes the features and no feature imports it: route names, paths and rules are ' +
      "lib/routes', the signed-in session lib/session's.",
  },
  ...webFeatures
    .map((feature) => ({
      target: `web/src/features/${feature}`,
      from: featuresAbove(feature).map((above) => `web/src/features/${above}`),
      message:
        'A feature imports only features of a lower rank (eslint/layers.js): move the shared ' +
        'part down, or let app/ hand it over (app/slots).',
    }))
    .filter((zone) => zone.from.length > 0),
];
