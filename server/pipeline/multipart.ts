import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, digestParamOf } from '../../protocol';
import { AppError } from './app-error';

/** A file part of an upload call, read whole (upload calls declare a small limit). */
export interface UploadedFile {
  /** The part name, e.g. `file`. */
  field: string;
  /** As the client named it; never used to store or to decide the type. */
  filename: string;
  data: Buffer;
  /** Lower-case hex SHA-256 of `data`. */
  sha256: string;
}

export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
}

export interface MultipartBody {
  /** Text parts: the envelope and the call's scalar parameters (wire values, like a form body). */
  fields: Record<string, string>;
  files: UploadedFile[];
  /** Set when the body could not be read whole (too large, too many parts, cut off). */
  error: AppError | null;
}

const TEXT_LIMITS = { fields: 60, fieldSize: 64 * 1024, parts: 64 };

/**
 * Read a multipart body for an upload call. Errors are returned, not thrown, with the text
 * parts read so far, so the refusal can still be answered in the language the envelope asked for.
 */
export async function readMultipart(request: FastifyRequest, limits: UploadLimits): Promise<MultipartBody> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    const parts = request.parts({ limits: { ...TEXT_LIMITS, fileSize: limits.maxFileBytes, files: limits.maxFiles } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        files.push({
          field: part.fieldname,
          filename: part.filename,
          data,
          sha256: createHash('sha256').update(data).digest('hex'),
        });
        continue;
      }
      if (typeof part.value !== 'string' || part.valueTruncated || Object.hasOwn(fields, part.fieldname)) {
        return { fields, files, error: new AppError(ErrorCode.ENVELOPE_MALFORMED) };
      }
      fields[part.fieldname] = part.value;
    }
  } catch (error) {
    // Let the rest of an oversized body drain so the client reads our answer instead of a reset.
    request.raw.resume();
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      return {
        fields,
        files,
        error: new AppError(ErrorCode.UPLOAD_TOO_LARGE, { data: { maxBytes: limits.maxFileBytes } }),
      };
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      return { fields, files, error: new AppError(ErrorCode.ENVELOPE_MALFORMED) };
    return { fields, files, error: new AppError(ErrorCode.UPLOAD_MISSING) };
  }
  return { fields, files, error: null };
}

/**
 * Every file must be the one the client signed: its digest parameter (signed, or sealed and
 * signed) must equal the digest of the bytes that arrived. A mismatch is tampering or a
 * corrupted transfer and is refused like a bad signature.
 */
export function assertSignedFiles(files: readonly UploadedFile[], params: Record<string, unknown>): void {
  for (const file of files) {
    if (params[digestParamOf(file.field)] !== file.sha256) throw new AppError(ErrorCode.SIGNATURE_INVALID);
  }
}
