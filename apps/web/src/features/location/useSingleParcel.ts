import type { LegalDescriptionBlock, Location } from '@consent/domain';
import { useState } from 'react';
import {
  ApiError,
  useLocationCalls,
  useReloadParcelSet,
  type AddressSuggestion,
  type LegalOptions,
  type ParcelOption,
  type SavedParcel,
} from '../../api';
import { toFeature, typedLocation } from './features';
import { addressKey, addressOf, type SiteAddress } from './siteAddress';

interface Options {
  appId: number;
  /** The saved set's active parcel, which the fields start from. */
  active: SavedParcel | undefined;
  councilRegion: string | undefined;
  /** Shows a message in the 'Error!' box; `fail` shows a failed call's. */
  showError: (message: string) => void;
  fail: (error: unknown) => void;
  /** Several parcels were picked for one address: the page is now in multiple mode. */
  onMultiple: () => void;
}

/**
 * The single parcel (spec point 4): the address typed or chosen, the parcel selected for it (saved at once), the
 * legal description typed where there is no parcel, and the 'Select Parcel' choice when an address has several.
 */
export function useSingleParcel({ appId, active, councilRegion, showError, fail, onMultiple }: Options) {
  const calls = useLocationCalls();
  const reload = useReloadParcelSet(appId);
  const activeOption = active ? { location: active.location, outline: active.outline } : null;
  const [address, setAddress] = useState<SiteAddress>(addressOf(active?.location, councilRegion));
  const [selection, setSelection] = useState<ParcelOption | null>(activeOption);
  // The last parcel chosen: typing clears the selection, but cancelling the choice dialog returns to this one.
  const [lastChosen, setLastChosen] = useState<ParcelOption | null>(activeOption);
  const [legal, setLegal] = useState<LegalDescriptionBlock>({
    legal_other: active && !active.location.haveParcel ? active.location.legalDesc : '',
  });
  const [choices, setChoices] = useState<ParcelOption[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [checkedAddress, setCheckedAddress] = useState(addressKey(address));

  const current = (): Location =>
    selection?.location.haveParcel ? selection.location : typedLocation(address, legal, selection?.location ?? null);

  /** Fills the address fields from a location; `checked` when it came from the address data, so leaving them asks nothing. */
  function fillAddress(location: Location | undefined, checked = false) {
    const filled = addressOf(location, councilRegion);
    setAddress(filled);
    if (checked) setCheckedAddress(addressKey(filled));
  }

  async function regionCheck(location: Location) {
    const check = await calls.checkRegion(appId, toFeature(location).address).catch(() => null);
    if (check && check.result !== 'success') showError(check.message);
  }

  /** One parcel chosen: it is saved at once (single mode replaces the set) and put on the map. */
  async function select(option: ParcelOption) {
    setSelection(option);
    setLastChosen(option);
    fillAddress(option.location);
    try {
      const saved = await calls.saveParcels(appId, [toFeature(option.location)], 'single');
      // The saved parcel's id lets the parcel information panel ask the council's own service about it.
      const appParcelID = saved.app_parcel_id[0];
      if (appParcelID) setSelection({ ...option, location: { ...option.location, appParcelID } });
      await reload();
    } catch (e) {
      // Spec point 8: a failed save of parcels shows the legal description panel.
      setSelection({ ...option, location: { ...option.location, haveParcel: false } });
      if (e instanceof ApiError) showError(e.message);
    }
    await regionCheck(option.location);
  }

  /** The legal options found: one selects, several open the dialog, none falls back to the address only (spec point 4). */
  async function applyOptions(answer: LegalOptions) {
    if (answer.result === 'error') {
      // Spec point 8: the address could not be located; the 'Error!' box says so and what was typed stays.
      setSelection(null);
      showError(answer.message);
      return;
    }
    fillAddress(answer.address.location, true);
    const [first, ...more] = answer.parcels;
    if (first && !more.length) await select(first);
    else if (first) setChoices(answer.parcels);
    else {
      // No legal options: fall back to the address only and ask for the legal description (spec point 4).
      setSelection({ location: { ...answer.address.location, legalDataUnavailable: true }, outline: null });
      await regionCheck(answer.address.location);
    }
  }

  async function lookUp(find: () => Promise<LegalOptions>) {
    setLoading(true);
    try {
      await applyOptions(await find());
    } catch (e) {
      setSelection(null);
      if (e instanceof ApiError) showError(e.message);
    } finally {
      setLoading(false);
    }
  }

  function choose(suggestion: AddressSuggestion) {
    fillAddress(suggestion.location, true);
    return lookUp(() => calls.suggestionParcels(appId, suggestion));
  }

  /** The place clicked on the enlarged map, looked up as a chosen address is. */
  const placeAt = (latitude: number, longitude: number) => lookUp(() => calls.addressAt(appId, latitude, longitude));

  /** Typing resets the selection and shows the legal description panel (spec point 4). */
  function typeStreet(street: string) {
    setAddress({ ...address, street });
    setSelection(null);
  }

  /**
   * A typed address (nothing chosen), once focus leaves the address fields: the region check geocodes it,
   * so an address outside the region or one that cannot be located shows the 'Error!' box (spec points 5
   * and 8), and a postcode the geocoder found fills an empty postcode field.
   */
  async function checkTyped() {
    if (selection || !address.street.trim() || addressKey(address) === checkedAddress) return;
    setCheckedAddress(addressKey(address));
    const check = await calls
      .checkRegion(appId, toFeature(typedLocation(address, legal, null)).address)
      .catch(() => null);
    if (!check) return;
    if (check.result !== 'success') showError(check.message);
    const postcode = check.location.postcode;
    if (postcode) setAddress((a) => (a.postcode ? a : { ...a, postcode }));
  }

  /** The parcels picked in 'Select Parcel': one is the selection; more switch to multiple mode (spec point 4). */
  async function saveChoice(picked: ParcelOption[]) {
    setChoices(null);
    const [first, ...rest] = picked;
    // The dialog refuses an empty choice with 'Please select the parcel!'.
    if (!first) return;
    if (!rest.length) {
      await select(first);
      return;
    }
    try {
      // The new address's parcels replace the earlier choice: the first replaces the set, the rest join it.
      await calls.saveParcels(appId, [toFeature(first.location)], 'single');
      await calls.saveParcels(
        appId,
        rest.map((o) => toFeature(o.location)),
        'multiple',
      );
      onMultiple();
      await reload();
    } catch (e) {
      fail(e);
    }
  }

  /** Cancelling the choice returns to the previous selection (spec point 4). */
  function cancelChoice() {
    setChoices(null);
    setSelection(lastChosen);
    fillAddress(lastChosen?.location);
  }

  return {
    address,
    setAddress,
    selection,
    legal,
    setLegal,
    choices,
    loading,
    current,
    regionCheck,
    choose,
    placeAt,
    typeStreet,
    checkTyped,
    saveChoice,
    cancelChoice,
  };
}
