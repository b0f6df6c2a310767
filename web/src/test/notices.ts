import { screen, within } from '@testing-library/react';

/**
 * The notification showing now, found by its title (platform.md 8's default titles: a refused
 * form says 'Whoops!', a refused password change 'Warning!').
 */
export async function findNotice(title = 'Whoops!') {
  const heading = await screen.findByText(title);
  const notice = heading.closest<HTMLElement>('[role="alert"]');
  if (!notice) throw new Error(`'${title}' is not the title of a notification`);
  return within(notice);
}
