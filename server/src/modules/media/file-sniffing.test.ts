import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sniffFile } from './file-sniffing.ts';

const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
const windowsExe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0')]);

describe('files are told apart by their bytes', () => {
  it('takes images sharp can read as images', async () => {
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#ff0000' },
    })
      .png()
      .toBuffer();
    expect(await sniffFile(png)).toEqual({ type: 'image', ext: 'png', contentType: 'image/png' });
  });

  it('takes PDFs as files', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    expect(await sniffFile(pdf)).toMatchObject({ type: 'other', ext: 'pdf' });
  });

  it('takes plain text and CSV by their content', async () => {
    expect(await sniffFile(Buffer.from('Squat 5x5\nBench 3x8\n'))).toMatchObject({ ext: 'txt' });
    expect(await sniffFile(Buffer.from('name,reps\nsquat,5\nbench,8\n'))).toMatchObject({
      type: 'other',
      ext: 'csv',
      contentType: 'text/csv',
    });
  });

  it.each([
    ['an ELF executable', elf],
    ['a Windows executable', windowsExe],
    ['a shell script', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ['a PHP script', Buffer.from('<?php system($_GET["c"]);')],
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['an SVG image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    ['a zip archive', Buffer.from('504b0304140000000000', 'hex')],
    ['binary noise', Buffer.from([0, 1, 2, 3, 254, 255, 0, 7])],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', async (_name, bytes) => {
    expect(await sniffFile(bytes)).toBeNull();
  });
});
