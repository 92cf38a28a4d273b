import { MICRO_UPLOAD_TYPES, microUploadMaxBytes, type MicroUploadKind } from '../../../protocol';

/** File name endings offered per kind (the server decides by the bytes; this only spares a wasted upload). */
const EXTENSIONS: Record<MicroUploadKind, readonly string[]> = {
  ...MICRO_UPLOAD_TYPES,
  image: [...MICRO_UPLOAD_TYPES.image, 'jpg'],
};

export type UploadProblem = 'tooLarge' | 'wrongType' | 'empty' | null;

/** What is wrong with a chosen file before it is sent, if anything. */
export function checkFile(kind: MicroUploadKind, file: { name: string; size: number }): UploadProblem {
  if (file.size === 0) return 'empty';
  if (file.size > microUploadMaxBytes(kind)) return 'tooLarge';
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return EXTENSIONS[kind].includes(extension) ? null : 'wrongType';
}
