import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { MediaType } from '@forma/contract/media/media.schemas';

export type SniffedFile = { type: MediaType; ext: string; contentType: string };

/** Enough of a file to tell its kind, office documents (zip entries) included. */
export const SNIFF_BYTES = 1024 * 1024;

/** Reads a (range-limited) stream of a file's first bytes into the sample sniffFile takes. */
export async function readSample(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Images sharp can read (thumbnails, covers); other image formats are kept as files. */
const IMAGES = new Set(['jpg', 'png', 'apng', 'gif', 'webp', 'tif', 'avif']);
const VIDEOS = new Set('mp4 m4v mov mkv webm avi mpg mts 3gp 3g2 ogv flv asf mxf f4v'.split(' '));
/** PDFs, office and OpenDocument files, e-books, other images and audio: downloadable files. */
const FILES = new Set(
  [
    'pdf rtf epub',
    'docx xlsx pptx dotx xltx potx ppsx vsdx',
    'odt ods odp odg ott ots otp otg',
    'heic jxl bmp psd ico',
    'mp3 m4a aac wav flac ogg oga opus',
  ]
    .join(' ')
    .split(' '),
);
/** The content types we give a few kinds that file-type names differently. */
const CONTENT_TYPES: Record<string, string> = { asf: 'video/x-ms-asf', cfb: 'application/msword' };

/**
 * Classifies a file by its bytes, never its name (spec: executables and scripts are refused
 * even when renamed). Null means refused. `sample` is the file's first SNIFF_BYTES.
 */
export async function sniffFile(sample: Buffer): Promise<SniffedFile | null> {
  const detected = await fileTypeFromBuffer(sample);
  if (!detected) return sniffText(sample);
  const { ext, mime } = detected;
  const contentType = CONTENT_TYPES[ext] ?? mime;
  if (IMAGES.has(ext)) return { type: 'image', ext, contentType };
  if (VIDEOS.has(ext)) return { type: 'video', ext, contentType };
  if (FILES.has(ext)) return { type: 'other', ext, contentType };
  // Word, Excel and PowerPoint 97-2003 share the compound file format with Windows installers.
  if (ext === 'cfb' && !isWindowsInstaller(sample))
    return { type: 'other', ext: 'doc', contentType };
  return null;
}

/** Plain text and CSV, recognised by content: UTF-8 without control bytes, not a script. */
function sniffText(sample: Buffer): SniffedFile | null {
  if (sample.length === 0) return null;
  const text = utf8(sample);
  // eslint-disable-next-line no-control-regex -- control bytes are what marks a binary file
  if (text === null || /[\x00-\x08\x0e-\x1f\x7f]/.test(text)) return null;
  const head = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .slice(0, 512);
  if (/^(#!|<|@echo\b|MZ)/i.test(head) || /<\?php|<script\b/i.test(text.slice(0, 8192))) {
    return null;
  }
  return isCsv(text)
    ? { type: 'other', ext: 'csv', contentType: 'text/csv' }
    : { type: 'other', ext: 'txt', contentType: 'text/plain' };
}

function utf8(sample: Buffer): string | null {
  // The sample may end inside a multi-byte character: try without up to three final bytes.
  for (let cut = 0; cut <= 3 && cut < sample.length; cut++) {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(
        sample.subarray(0, sample.length - cut),
      );
    } catch {
      // try a shorter tail
    }
  }
  return null;
}

/** At least two lines, each with the same number (one or more) of one delimiter. */
function isCsv(text: string): boolean {
  const lines = text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .slice(0, 10);
  if (lines.length < 2) return false;
  return [',', ';', '\t'].some((delimiter) => {
    const counts = lines.map((line) => line.split(delimiter).length - 1);
    return counts[0]! > 0 && counts.every((count) => count === counts[0]);
  });
}

/** MSI files are compound files whose root entry has the installer's class id. */
function isWindowsInstaller(sample: Buffer): boolean {
  if (sample.length < 512) return true;
  const sectorSize = 2 ** sample.readUInt16LE(0x1e);
  const firstDirectorySector = sample.readUInt32LE(0x30);
  const rootEntry = (firstDirectorySector + 1) * sectorSize;
  if (rootEntry + 0x60 > sample.length) return true;
  const clsid = sample.subarray(rootEntry + 0x50, rootEntry + 0x60).toString('hex');
  // {000C1084-0000-0000-C000-000000000046}, stored little-endian in its first three fields.
  return clsid === '84100c0000000000c000000000000046';
}
