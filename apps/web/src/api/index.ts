export { ApiError, createApiClient, failureMessage, type ApiClient, type FetchLike } from './client';
export type { DevOutboxMail } from '@consent/domain';
export { ApiProvider, createQueryClient, useApi } from './ApiProvider';
export {
  useDevOutbox,
  useExtendSession,
  useLogin,
  useLogout,
  useMe,
  meQueryKey,
  useRegister,
  useRequestPasswordReset,
  useResendVerification,
  useResetPassword,
  useVerifyEmail,
} from './auth';
export { useApplication, useApplications, useSetAppCouncil } from './applications';
export { useTasks } from './tasks';
export {
  useCouncilConfigs,
  useCouncils,
  useDepositTable,
  useFetchCouncilConfigs,
  useNewApplication,
  useNewRelatedApplication,
  useRequestMultiproof,
} from './start';
export { useFormData, useRefreshApplication, useWizardCalls, type WizardCalls } from './wizard';
export { contactCalls, useContactCalls, type ContactsForm } from './contacts';
export type { ApplicationData, ApplicationListItem } from '@consent/domain';
export { useProjectCalls, type ProjectLoad } from './project';
export {
  useLocationCalls,
  useMapsConfig,
  useMapTiles,
  useParcelSet,
  useReloadParcelSet,
  type AddressSuggestion,
  type LegalOptions,
  type Outline,
  type ParcelOption,
  type ParcelSet,
  type SavedParcel,
} from './locations';
export { PRIVACY_COPY_URL, useChangePassword, useProfile, useSaveProfile, useSignOutEverywhere } from './profile';
export { useAcceptInvitation, useInvitation, useInvite, usePeople, useRemoveAccess } from './sharing';
export { useCloseAccount, useRequestAccountClosure } from './accountClosure';
