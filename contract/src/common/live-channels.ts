import { z } from 'zod';

/**
 * The live channels of platform.md 7, reached at `{host}/cable` with the ActionCable protocol.
 * Below every area, so the server's live bus (platform/) knows them; what each channel carries is
 * contract/src/live's.
 */
export const liveChannels = [
  'NotificationChannel',
  'ChatNotificationChannel',
  'SystemNotificationChannel',
] as const;
export const liveChannelSchema = z.enum(liveChannels);
export type LiveChannel = z.infer<typeof liveChannelSchema>;
