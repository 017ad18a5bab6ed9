import type { applicationsContract, authContract, ContractRoute, councilsContract } from '@consent/domain';

/** A contract route's method and path without its schemas; the route's type still carries its input and answer. */
export interface RouteAddress<R extends ContractRoute> {
  method: R['method'];
  path: R['path'];
}

export const address = <R extends ContractRoute>(method: R['method'], path: R['path']): RouteAddress<R> => ({
  method,
  path,
});

/**
 * The routes the API client's own calls use, by method and path only (ADR 0075). The contract's route objects hold
 * their zod schemas, and importing them would put zod and the domain's schemas into the code every screen loads
 * first, though the client never validates with them (the server does). The contracts are imported for their types
 * alone: the compiler checks each method and path here against the contract's literal ones.
 */
export const shellRoutes = {
  me: address<typeof authContract.me>('GET', '/api/auth/me'),
  login: address<typeof authContract.login>('POST', '/api/auth/login'),
  register: address<typeof authContract.register>('POST', '/api/auth/register'),
  requestPasswordReset: address<typeof authContract.requestPasswordReset>('POST', '/api/auth/password-reset/request'),
  resetPassword: address<typeof authContract.resetPassword>('POST', '/api/auth/password-reset'),
  verifyEmail: address<typeof authContract.verifyEmail>('POST', '/api/auth/verify-email'),
  resendVerification: address<typeof authContract.resendVerification>('POST', '/api/auth/verify-email/resend'),
  devOutbox: address<typeof authContract.devOutbox>('GET', '/api/dev/outbox'),
  logout: address<typeof authContract.logout>('POST', '/api/auth/logout'),
  extendSession: address<typeof authContract.extendSession>('POST', '/api/auth/session/extend'),
  requestMultiproof: address<typeof authContract.requestMultiproof>('POST', '/api/multiproof/request'),
  applications: address<typeof applicationsContract.list>('GET', '/api/applications'),
  application: address<typeof applicationsContract.application>('POST', '/obca/application'),
  setAppCouncil: address<typeof applicationsContract.setAppCouncil>('POST', '/obca/set_app_council'),
  accessApp: address<typeof applicationsContract.accessApp>('POST', '/access/app'),
  createRelated: address<typeof applicationsContract.createRelated>('POST', '/api/applications/related'),
  reportClientError: address<typeof applicationsContract.reportClientError>('POST', '/api/client-errors'),
  councils: address<typeof councilsContract.list>('GET', '/ajax/get_councils'),
  councilConfigs: address<typeof councilsContract.configs>('GET', '/ajax/get_councils_configs/:councilId'),
  depositTable: address<typeof councilsContract.depositTable>('GET', '/obca/deposit_table/'),
};
