import { TOKEN_HEADER } from '../../protocol';
import { ApiError, CLIENT_ERROR_CODE } from './api-error';
import { UPLOAD_TIMEOUT_MS, type UploadOptions } from './api-client-types';

/**
 * Sends a sealed multipart upload (api-client.ts `upload` builds the form) and reports its
 * progress. fetch cannot report upload progress over HTTP/1.1 (request streams need HTTP/2), so XHR.
 */
export function xhrUpload(request: {
  xhr: XMLHttpRequest;
  url: string;
  tokenHeader: string;
  form: FormData;
  options: UploadOptions;
}): Promise<{ status: number; text: string } | { error: ApiError }> {
  const { xhr, url, tokenHeader, form, options } = request;
  return new Promise((resolve) => {
    xhr.open('POST', url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(TOKEN_HEADER, tokenHeader);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    const failed = (kind: 'network' | 'timeout') => () =>
      resolve({ error: new ApiError({ code: CLIENT_ERROR_CODE, msg: '', httpStatus: 0, kind }) });
    xhr.onerror = failed('network');
    xhr.onabort = failed('network');
    xhr.ontimeout = failed('timeout');
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
