import { sha256 } from '@noble/hashes/sha2';
import { toHex } from './bytes';

/**
 * Uploads (docs/protocol.md "Uploads"): a multipart POST whose text parts are the usual wire
 * fields and whose file parts carry the bytes. Each file part `x` is bound to the signature
 * by a parameter `xSha256` holding the lower-case hex SHA-256 of its bytes; that parameter is
 * signed (or sealed and signed) like any other, and the server compares it with what arrived.
 */
export function digestParamOf(field: string): string {
  return `${field}Sha256`;
}

export function sha256Hex(bytes: Uint8Array): string {
  return toHex(sha256(bytes));
}
