import { Message } from '@arco-design/web-react';
import { ErrorCode } from '../../../protocol';
import { isApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';

/**
 * A failed mark (collect, praise, comment praise) as a toast. A double click the server refused
 * as a duplicate changed nothing and the first click already did what the person wanted: silent.
 */
export function toastMarkError(error: unknown): void {
  if (isApiError(error) && error.code === ErrorCode.DUPLICATE_SUBMISSION) return;
  Message.error(errorText(error));
}
