import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../platform/context.ts';
import { storeCover } from '../../modules/programs/covers.service.ts';
import { planCovers, plans } from '../../modules/programs/programs.tables.ts';

const DEMO_URLS = ['demo-group', 'demo-121', 'demo-session', 'demo-fixed'];

/** Darkens a #rrggbb colour by a factor (0..1), for the gradient's far end. */
function darker(hex: string, factor: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((value >> shift) & 255) * (1 - factor));
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`;
}

/**
 * An abstract cover in the program's colour: a gradient, soft rings and a barbell drawn with
 * shapes only (no fonts, so it renders the same on a bare machine).
 */
export function demoCoverSvg(color: string, width: number, height: number, seed: number): string {
  const cx = width * (0.25 + ((seed * 37) % 50) / 100);
  const cy = height * 0.5;
  const bar = Math.min(width, height) * 0.09;
  const barWidth = Math.min(width * 0.7, height * 1.2);
  const left = (width - barWidth) / 2;
  const plate = (x: number, h: number) =>
    `<rect x="${x}" y="${cy - h / 2}" width="${bar * 0.9}" height="${h}" rx="${bar * 0.25}" fill="#fff" opacity="0.92"/>`;
  const plates = [0, bar * 1.05]
    .flatMap((offset, index) => {
      const h = height * (index === 0 ? 0.46 : 0.36);
      return [plate(left + offset, h), plate(left + barWidth - bar * 0.9 - offset, h)];
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${darker(color, 0.55)}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${cx}" cy="${cy}" r="${height * 0.62}" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="${bar}"/>
  <circle cx="${width - cx / 2}" cy="${height * 0.15}" r="${height * 0.3}" fill="#fff" fill-opacity="0.07"/>
  <rect x="${left}" y="${cy - bar * 0.22}" width="${barWidth}" height="${bar * 0.44}" rx="${bar * 0.2}" fill="#fff" opacity="0.85"/>
  ${plates}
</svg>`;
}

/**
 * Gives the demo programs their covers (table_view and tiled_view) on first start; programs that
 * already have covers are left alone.
 */
export async function seedDemoCovers(ctx: AppContext): Promise<number> {
  const demo = await ctx.db
    .select({ id: plans.id, color: plans.color })
    .from(plans)
    .where(inArray(plans.customUrl, DEMO_URLS));
  if (demo.length === 0) return 0;
  const withCovers = new Set(
    (
      await ctx.db
        .select({ planId: planCovers.planId })
        .from(planCovers)
        .where(
          inArray(
            planCovers.planId,
            demo.map((plan) => plan.id),
          ),
        )
    ).map((row) => row.planId),
  );
  let made = 0;
  for (const plan of demo) {
    if (withCovers.has(plan.id)) continue;
    const color = /^#[0-9a-f]{6}$/i.test(plan.color) ? plan.color : '#389840';
    const shapes = { table_view: [1000, 1000], tiled_view: [1440, 744] } as const;
    for (const [coverType, [width, height]] of Object.entries(shapes)) {
      const file = await sharp(Buffer.from(demoCoverSvg(color, width, height, plan.id)))
        .png()
        .toBuffer();
      await storeCover(ctx, plan.id, {
        coverType: coverType as keyof typeof shapes,
        mediaId: null,
        crop: null,
        file,
      });
    }
    made += 1;
  }
  return made;
}
