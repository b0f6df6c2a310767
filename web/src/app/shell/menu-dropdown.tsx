import type { ReactNode } from 'react';
import { Menu } from '@mantine/core';

/**
 * A header dropdown whose entries sit in one group that takes the focus when the menu opens, as
 * Mantine's focus placeholder did (turned off in the theme: its role "presentation" is not
 * allowed inside a menu). The group takes it even when every entry is disabled, so Escape still
 * closes the menu; the arrow keys then move to the entries.
 */
export function MenuDropdown({ children }: { children: ReactNode }) {
  return (
    <Menu.Dropdown>
      <div role="group" tabIndex={-1} data-autofocus style={{ outline: 0 }}>
        {children}
      </div>
    </Menu.Dropdown>
  );
}
