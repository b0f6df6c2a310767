import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idTextSchema } from '@forma/contract/common/ids';
import { jsonTextSchema } from '@forma/contract/common/json-text';
import { cropSchema, EDITABLE_COVER_TYPES } from '@forma/contract/programs/programs.schemas';
import { invalid } from '../../platform/errors/app-error.ts';
import { parseWith } from '../../platform/http.ts';
import type { CoverUpload } from './covers.service.ts';

const COVER_MAX_BYTES = 15 * 1024 * 1024;

/** The text fields of a cover upload; `crop` is JSON. */
const coverFieldsSchema = z.object({
  cover_type: z.enum(EDITABLE_COVER_TYPES, { error: 'Choose table_view or tiled_view.' }),
  media_id: idTextSchema.optional(),
  crop: jsonTextSchema(cropSchema).optional(),
});

/** POST coach/plans/{id}/covers, multipart: fields cover_type, media_id, crop and file, in any order. */
export async function readCoverUpload(request: FastifyRequest): Promise<CoverUpload> {
  const fields: Record<string, string> = {};
  const filesInTextFields: string[] = [];
  let file: Buffer | null = null;
  for await (const part of request.parts({ limits: { fileSize: COVER_MAX_BYTES } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const content = await part.toBuffer();
    if (part.fieldname === 'file') file = content;
    else filesInTextFields.push(part.fieldname);
  }
  const misplaced = filesInTextFields[0];
  if (misplaced !== undefined) throw invalid(misplaced, 'must be text, not a file');
  if (!file) throw invalid('file', 'Please upload a JPEG, PNG or WebP image.');
  const parsed = parseWith(coverFieldsSchema, fields);
  return {
    coverType: parsed.cover_type,
    mediaId: parsed.media_id ?? null,
    crop: parsed.crop ?? null,
    file,
  };
}
