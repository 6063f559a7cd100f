export { apiFetch, type ApiRequestOptions, type HttpMethod, type QueryValue } from './api-client';
export { configureApi, type ApiConfig } from './api-config';
export { ApiError, errorMessage, joinFieldErrors } from './api-error';
