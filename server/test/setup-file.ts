import { afterEach } from 'vitest';
import { setNow } from '../src/platform/clock.ts';

afterEach(() => {
  setNow(null);
});
