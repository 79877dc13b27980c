import { createApiClient } from './client';
import { visitLanguage } from '@/i18n/language';
import { dispatchApiError } from './error-policy';

export {
  ApiError,
  NETWORK_FAILED_STATUS,
  isAbortError,
  isApiError,
  type FieldErrors,
} from './api-error';
export type { ApiClient, RequestOptions, QueryParams } from './client';
export { setGlobalErrorHandlers, type GlobalErrorHandlers } from './error-policy';
export { queryKeys } from './query-keys';

/** The one HTTP client of the browser side (SPEC §7), wired to the global error policy. */
export const api = createApiClient({
  onError: (error, options) => dispatchApiError(error, options),
  language: visitLanguage,
});
