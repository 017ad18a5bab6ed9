export { ApiError, createApiClient, type ApiClient, type FetchLike } from './client';
export { ApiProvider, createQueryClient, useApi } from './ApiProvider';
export { useLogin, useLogout, useMe, useRegister } from './auth';
export { useApplication, useSetAppCouncil } from './applications';
export type { ApplicationData } from './types';
