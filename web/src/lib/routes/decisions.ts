import type { Decision, GuardEffect } from './route-types';

export const allow = (effects?: GuardEffect[]): Decision =>
  effects?.length ? { allow: true, effects } : { allow: true };

export const redirect = (path: string, effects?: GuardEffect[]): Decision =>
  effects?.length ? { redirect: path, effects } : { redirect: path };
