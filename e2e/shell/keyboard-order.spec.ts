import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD } from '../support/fixtures.ts';
import { signedIn } from '../support/sign-in.ts';

/** Where keyboard focus is: whether it sits inside the (closed) mobile menu, and on screen. */
const focusState = () => {
  const active = document.activeElement;
  const rect = active?.getBoundingClientRect();
  return {
    inMobileMenu: Boolean(active?.closest('[data-mobile-menu]')),
    onScreen: rect
      ? rect.right > 0 && rect.bottom > 0 && rect.left < innerWidth && rect.top < innerHeight
      : false,
  };
};

test.describe('keyboard order', () => {
  test('on a desktop, Tab never enters the hidden mobile menu and focus stays on screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signedIn(page, 'coach@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active$/);
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press('Tab');
      const state = await page.evaluate(focusState);
      expect(state.inMobileMenu, `Tab ${step + 1} reached the hidden mobile menu`).toBe(false);
      expect(state.onScreen, `Tab ${step + 1} moved focus off screen`).toBe(true);
    }
  });

  test('on a phone, the opened menu takes focus in order and closes out of the tab order', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signedIn(page, 'coach@forma.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/coach\/programs\/active$/);
    const navbar = page.locator('[data-mobile-menu]');
    await expect(navbar).toHaveAttribute('inert', '');
    await page.getByRole('button', { name: /menu/i }).first().click();
    await expect(navbar).not.toHaveAttribute('inert', '');
    await expect(navbar.getByRole('link').first()).toBeVisible();
  });
});
