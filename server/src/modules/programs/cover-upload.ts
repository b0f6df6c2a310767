import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idTextSchema } from '@forma/contract/common/ids';
import { jsonTextSchema } from '@forma/contract/common/json-text';
import { cropSchema, EDITABLE_COVER_TYPES } from '@forma/contract/programs/programs.schemas';
import { invalid } from '../../platform/errors/app-error.ts';
import { parseWith } from '../../platform/http.ts';
import type { CoverUpload } from './covers.service.ts';
import { coverErrors } from './programs.messages.ts';

const COVER_MAX_BYTES = 15 * 1024 * 1024;

/** The text fields of a cover upload; `crop` is JSON. */
const coverFieldsSchema = z.object({
  cover_type: z.enum(EDITABLE_COVER_TYPES, { error: 'Choose table_view or tiled_view.' }),
  media_id: idTextSchema.optional(),
  crop: jsonTextSchema(cropSchema).optional(),
});

/**
 * POST coach/plans/{id}/covers, multipart: the text fields cover_type, media_id and crop, then
 * the image as `file` (fields sent after the file are not read).
 */
export async function readCoverUpload(file: FastifyRequest['file']): Promise<CoverUpload> {
  const part = await file({ limits: { fileSize: COVER_MAX_BYTES } });
  if (!part) throw invalid('file', coverErrors.notAnImage);
  if (part.fieldname !== 'file') throw invalid(part.fieldname, coverErrors.fileInTextField);
  const content = await part.toBuffer();
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field?.type === 'field') fields[name] = String(field.value);
  }
  const parsed = parseWith(coverFieldsSchema, fields);
  return {
    coverType: parsed.cover_type,
    mediaId: parsed.media_id ?? null,
    crop: parsed.crop ?? null,
    file: content,
  };
}
