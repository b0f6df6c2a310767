import type { SystemMessage } from '@forma/contract/live/live.schemas';

// The system channel's messages (contract/src/live, above every area) typed for every publisher;
// platform/live knows only the channels' names.
declare module './platform/live/live-bus.ts' {
  interface LiveMessages {
    SystemNotificationChannel: SystemMessage;
  }
}
