import {
  checkSiteLocation,
  siteLocationMessages,
  siteRegion,
  type FormProblems,
  type Location,
  type ParcelOpt,
  type ValidationMode,
  type WizardFormId,
} from '@consent/domain';
import { useState } from 'react';
import { ApiError, useLocationCalls, type SavedParcel } from '../../api';
import { useWizardForm } from '../../forms/formRegistry';
import type { SummaryError } from '../../ui/ErrorSummary';
import { toFeature } from './features';

const FIELD_IDS: Record<string, string> = {
  street: 'site_street',
  legalDesc: 'site-legal_other',
  region: 'site-region',
};
const toSummary = (problems: FormProblems): SummaryError[] =>
  problems.map((p) => ({ message: p.message, fieldId: FIELD_IDS[p.field ?? ''] }));

interface SiteLocation {
  opt: ParcelOpt;
  /** The saved parcels: multiple mode's answer. */
  parcels: SavedParcel[];
  /** Single mode's answer: the parcel chosen, or the address and legal description typed. */
  location: Location;
  councilRegion: string | undefined;
}

/** Spec point 5: a parcel is needed (on Continue); a single parcel's address is checked in the mode asked. */
function checkSite({ opt, parcels, location, councilRegion }: SiteLocation, mode: ValidationMode): FormProblems {
  if (mode === 'none') return [];
  const noParcel: FormProblems = mode === 'all' ? [{ field: 'street', message: siteLocationMessages.noParcel }] : [];
  if (opt === 'multiple') return parcels.length ? [] : noParcel;
  if (!location.street.trim()) return noParcel;
  return checkSiteLocation({ ...location, region: siteRegion(location, councilRegion) }, mode);
}

/** The parcels submit_parcels sends: multiple mode's saved set, or the single parcel once it has a street. */
const featuresOf = ({ opt, parcels, location }: SiteLocation) =>
  opt === 'multiple' ? parcels.map((p) => toFeature(p.location)) : location.street.trim() ? [toFeature(location)] : [];

/**
 * Registers the site location with its wizard page: its checks, the problems shown at its fields and its save
 * (POST /ajax/submit_parcels). Answers the problem shown at a field.
 */
export function useSiteLocationWizardForm(
  form: WizardFormId,
  appId: number,
  site: Omit<SiteLocation, 'location'> & { current: () => Location },
) {
  const calls = useLocationCalls();
  const [errors, setErrors] = useState<FormProblems>([]);
  const show = (problems: FormProblems) => {
    setErrors(problems);
    return toSummary(problems);
  };
  const answer = (): SiteLocation => ({ ...site, location: site.current() });

  useWizardForm(form, {
    validate: (mode) => show(checkSite(answer(), mode)),
    show,
    async save(mode) {
      const features = featuresOf(answer());
      if (!features.length && mode !== 'all') return [];
      try {
        await calls.submitParcels(appId, features, site.opt, mode);
        return show([]);
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        return show(e.problems);
      }
    },
  });

  return (field: string) => errors.find((p) => p.field === field)?.message;
}
