import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { createPath } from './history';
import { useRouter } from './router-context';

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  to: string;
  replace?: boolean;
};

/** A click the browser should handle itself: another button, a modifier key, another window. */
const leftToBrowser = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  (target !== undefined && target !== '_self') ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey;

/**
 * A real link (`<a href>`) to a path of the app: a plain left click navigates in the app (a link
 * to the page on screen replaces its entry); middle, modified and new-window clicks stay the
 * browser's.
 */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const router = useRouter();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (leftToBrowser(event, target) || !to.startsWith('/')) return;
    event.preventDefault();
    void router.navigate(to, { replace: replace ?? createPath(router.state.location) === to });
  };
  return <a {...rest} href={to} target={target} onClick={click} />;
}
