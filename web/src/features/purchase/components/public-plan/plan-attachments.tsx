import type { MediaItem } from '@forma/contract/media/media.schemas';
import { AttachmentsList } from '../../../media';

/** The attachments in view mode, in a chunk of their own: the media list and lightbox load with them. */
export default function PlanAttachments({ items }: { items: MediaItem[] }) {
  return <AttachmentsList items={items} mode="view" />;
}
