import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api';
import { applicationQuery, meQuery } from '../api/queries';
import { startWizardPage } from '../features/wizard/startPage';
import { parseRouteId } from './routeId';
import { screenCall, screenDataPaths, type Screen } from './screenData';

/**
 * What a route starts loading as soon as the router knows where it is going, before the screen's code has arrived
 * and before the guard has heard who is signed in: the requests run side by side instead of one after another
 * (issue 33.2). The screen's own hook then finds the answer in the cache, or the request already under way.
 */
export interface RoutePrefetch {
  me(): void;
  /** The application a route's id names; an id that is not one starts nothing (the screen says it is not found). */
  application(id: string | undefined): void;
  /** A wizard page's forms: their code and saved answers, once the page is known from the address (startPage.ts). */
  wizardPage(id: string | undefined, search: URLSearchParams): void;
  /** A screen's other calls for the application an id names (screenData.ts), answered to its first asking. */
  screenData(screen: Screen, id: string | undefined): void;
}

/** A failed prefetch is not reported here: the screen's own query fails the same way and says so. */
const ignore = () => {};

/** A loaded answer younger than this is not asked for again when a route is entered. */
const FRESH_MS = 2_000;

export function queryPrefetch(api: ApiClient, queryClient: QueryClient): RoutePrefetch {
  return {
    // Once per page load: the answer (or the one index.html carried) stays until something marks it stale.
    me: () => void queryClient.query(meQuery(api)).catch(ignore),
    application: (id) => {
      const appId = parseRouteId(id);
      if (appId.success)
        void queryClient.query({ ...applicationQuery(api, appId.data), staleTime: FRESH_MS }).catch(ignore);
    },
    wizardPage: (id, search) => {
      const appId = parseRouteId(id);
      if (appId.success) startWizardPage(api, appId.data, search);
    },
    screenData: (screen, id) => {
      const appId = parseRouteId(id);
      if (!appId.success) return;
      const one = screenCall(screen, appId.data);
      if (one) api.startEarlyParts(one.path, one.parts);
      for (const path of screenDataPaths(screen, appId.data)) api.startEarly(path);
    },
  };
}
