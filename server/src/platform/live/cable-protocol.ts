import type { RawData } from 'ws';
import { liveChannelSchema, type LiveChannel } from '@forma/contract/common/live-channels';

/** ActionCable's JSON protocol; `actioncable-unsupported` is what clients offer to learn they are too old. */
export const CABLE_PROTOCOL = 'actioncable-v1-json';

export type DisconnectReason = 'unauthorized' | 'server_restart' | 'invalid_request';

/** The frames the server sends (ActionCable's `message_types`). */
export const frames = {
  welcome: () => ({ type: 'welcome' }),
  ping: () => ({ type: 'ping', message: Math.floor(Date.now() / 1000) }),
  disconnect: (reason: DisconnectReason, reconnect: boolean) => ({
    type: 'disconnect',
    reason,
    reconnect,
  }),
  confirm: (identifier: string) => ({ identifier, type: 'confirm_subscription' }),
  reject: (identifier: string) => ({ identifier, type: 'reject_subscription' }),
  message: (identifier: string, message: unknown) => ({ identifier, message }),
};

export type Command = { command: 'subscribe' | 'unsubscribe' | 'message'; identifier: string };

/** A client frame, or null when it is not one ActionCable sends (ignored, as Rails does). */
export function parseCommand(raw: RawData): Command | null {
  try {
    const value = JSON.parse(raw.toString()) as Partial<Command> | null;
    if (!value || typeof value !== 'object' || typeof value.identifier !== 'string') return null;
    const { command } = value;
    if (command !== 'subscribe' && command !== 'unsubscribe' && command !== 'message') return null;
    return { command, identifier: value.identifier };
  } catch {
    return null;
  }
}

/** The channel an identifier such as `{"channel":"SystemNotificationChannel"}` names, if it is ours. */
export function channelOf(identifier: string): LiveChannel | null {
  try {
    const value = JSON.parse(identifier) as { channel?: unknown } | null;
    const channel = liveChannelSchema.safeParse(value?.channel);
    return channel.success ? channel.data : null;
  } catch {
    return null;
  }
}

/** Answers the handshake with our protocol when the client offers it. */
export function chooseProtocol(offered: Set<string>): string | false {
  return offered.has(CABLE_PROTOCOL) ? CABLE_PROTOCOL : false;
}
