import { i18n } from '../../../i18n/i18n';
import type { MessageId } from '../../../i18n/messages';
import { ApiError, NETWORK_FAILURE_STATUS } from '../../../lib/api';

/**
 * The error apiFetch gives when no answer came, for the calls that use fetch themselves, in the
 * active language (the import group is loaded wherever these calls are made).
 */
export function unreachable(): ApiError {
  return new ApiError(
    NETWORK_FAILURE_STATUS,
    'network-request-failed',
    i18n._('import.unreachable' satisfies MessageId),
  );
}
