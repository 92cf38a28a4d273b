/** The chunked upload moved to src/lib (community posts use it too); kept here for this area's imports. */
export { uploadInChunks, type ChunkTransport, type ChunkedUploadOptions } from '../../lib/chunked-upload';
