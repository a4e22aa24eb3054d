import { ApiError, NETWORK_FAILURE_STATUS } from '../../../lib/api';

/** The error apiFetch gives when no answer came, for the calls that use fetch themselves. */
export function unreachable(): ApiError {
  return new ApiError(
    NETWORK_FAILURE_STATUS,
    'network-request-failed',
    'The server could not be reached. Check your connection and try again.',
  );
}
