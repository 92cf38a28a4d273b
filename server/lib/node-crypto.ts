import crypto from 'node:crypto';
import type { CryptoPrimitives } from '../../protocol';

const TAG_BYTES = 16;

/** The protocol's primitives in node:crypto (native code): what the server signs and seals with. */
export const NODE_PRIMITIVES: CryptoPrimitives = {
  sha256: (data) => new Uint8Array(crypto.createHash('sha256').update(data).digest()),
  hmacSha256: (key, data) => new Uint8Array(crypto.createHmac('sha256', key).update(data).digest()),
  aesGcmSeal(key, nonce, plaintext) {
    const cipher = crypto.createCipheriv('aes-256-gcm', key, nonce);
    const body = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
    return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  },
  aesGcmOpen(key, nonce, sealed) {
    if (sealed.length < TAG_BYTES) throw new Error('sealed message too short');
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, nonce);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const body = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
    return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  },
};
