import { HlsVideo } from '../../../media';

/** The cover's video, in a chunk of its own: the player and hls.js load only behind a video. */
export default function CoverVideo(props: { src: string; poster?: string | null; title: string }) {
  return <HlsVideo {...props} background />;
}
