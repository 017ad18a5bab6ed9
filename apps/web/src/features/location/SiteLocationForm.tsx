import {
  checkSiteLocation,
  siteRegion,
  siteLocationMessages,
  type FormProblems,
  type LegalDescriptionBlock,
  type Location,
  type ParcelOpt,
  type ValidationMode,
} from '@consent/domain';
import { useCallback, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import {
  ApiError,
  useLocationCalls,
  useMapsConfig,
  useParcelSet,
  useRefreshApplication,
  useReloadParcelSet,
  type AddressSuggestion,
  type LegalOptions,
  type ParcelOption,
  type ParcelSet,
} from '../../api';
import { TextField } from '../../ui/Field';
import { Loading } from '../../ui/Status';
import { FormSection, formSubheading } from '../../forms/FormSection';
import { useWizardForm, type WizardFormProps } from '../../forms/formRegistry';
import type { SummaryError } from '../../ui/ErrorSummary';
import { AddressCombobox } from './AddressCombobox';
import { CouncilChange } from './CouncilChange';
import { ErrorBox } from './ErrorBox';
import { toFeature, typedLocation } from './features';
import { LegalPanel } from './LegalPanel';
import { MapPanel } from './MapPanel';
import { MultipleParcels } from './MultipleParcels';
import { ParcelInfo } from './ParcelInfo';
import { SelectParcelDialog } from './SelectParcelDialog';
import './location.css';

type Address = Pick<Location, 'street' | 'suburb' | 'city' | 'postcode' | 'region'>;
/** LINZ addresses carry no region: the council's is filled in (siteRegion); where neither is known the field says why. */
const REGION_NOT_GIVEN = 'Not given by the address data. Enter the region the site is in, for example Canterbury.';
const FIELD_IDS: Record<string, string> = {
  street: 'site_street',
  legalDesc: 'site-legal_other',
  region: 'site-region',
};
const toSummary = (problems: FormProblems): SummaryError[] =>
  problems.map((p) => ({ message: p.message, fieldId: FIELD_IDS[p.field ?? ''] }));
/** What a typed address was last checked as, so leaving the fields again does not ask (or warn) twice. */
const addressKey = (a: Pick<Address, 'street' | 'suburb' | 'city'>) =>
  [a.street, a.suburb, a.city].map((p) => p.trim().toLowerCase()).join('|');
const addressOf = (l: Location | undefined, councilRegion: string | undefined): Address => ({
  street: l?.street ?? '',
  suburb: l?.suburb ?? '',
  city: l?.city ?? '',
  postcode: l?.postcode ?? '',
  region: l ? siteRegion(l, councilRegion) : (councilRegion ?? ''),
});

/** Spec point 8: a failed load empties the form and shows the legal description panel (the empty set does both). */
const EMPTY_SET: ParcelSet = {
  result: 'success',
  parcels: [],
  parcelOpt: 'single',
  multiParcel: false,
  displayParcelInfo: false,
  oneLineLegal: '',
  parcel_data_extended: false,
  building_legal: '',
};

export default function SiteLocationForm(props: WizardFormProps) {
  const parcels = useParcelSet(props.appId);
  if (parcels.isPending) return <Loading>Loading your answers…</Loading>;
  // The fields' own state starts from the set as first loaded; later changes come back from each call into the query's cache.
  return <SiteLocationFields {...props} set={parcels.data ?? EMPTY_SET} />;
}

function SiteLocationFields({ appId, application, form, title, isFirst, set }: WizardFormProps & { set: ParcelSet }) {
  const calls = useLocationCalls();
  const refreshApplication = useRefreshApplication(appId);
  const reload = useReloadParcelSet(appId);
  const [opt, setOpt] = useState<ParcelOpt>(set.parcelOpt);
  const active = set.parcels.find((p) => p.active);
  const [address, setAddress] = useState<Address>(addressOf(active?.location, application.config.region));
  const [selection, setSelection] = useState<ParcelOption | null>(
    active ? { location: active.location, outline: active.outline } : null,
  );
  const [legal, setLegal] = useState<LegalDescriptionBlock>({
    legal_other: active && !active.location.haveParcel ? active.location.legalDesc : '',
  });
  const [choices, setChoices] = useState<ParcelOption[] | null>(null);
  // The last parcel chosen: typing clears the selection, but cancelling the choice dialog returns to this one.
  const [lastChosen, setLastChosen] = useState<ParcelOption | null>(
    active ? { location: active.location, outline: active.outline } : null,
  );
  const [loading, setLoading] = useState(false);
  const [errors, setErrors] = useState<FormProblems>([]);
  const [errorBox, setErrorBox] = useState<string | null>(null);
  const [checkedAddress, setCheckedAddress] = useState(addressKey(address));
  const [councilId, setCouncilId] = useState(application.council_id);
  const mapConfig = useMapsConfig(councilId).data ?? null;
  const clearErrorBox = useCallback(() => {
    setErrorBox(null);
  }, []);

  const current = (): Location =>
    selection?.location.haveParcel ? selection.location : typedLocation(address, legal, selection?.location ?? null);

  async function regionCheck(location: Location) {
    const check = await calls.checkRegion(appId, toFeature(location).address).catch(() => null);
    if (check && check.result !== 'success') setErrorBox(check.message);
  }

  /** One parcel chosen: it is saved at once (single mode replaces the set) and put on the map. */
  async function select(option: ParcelOption) {
    setSelection(option);
    setLastChosen(option);
    setAddress(addressOf(option.location, application.config.region));
    try {
      const saved = await calls.saveParcels(appId, [toFeature(option.location)], 'single');
      // The saved parcel's id lets the parcel information panel ask the council's own service about it.
      const appParcelID = saved.app_parcel_id[0];
      if (appParcelID) setSelection({ ...option, location: { ...option.location, appParcelID } });
      await reload();
    } catch (e) {
      // Spec point 8: a failed save of parcels shows the legal description panel.
      setSelection({ ...option, location: { ...option.location, haveParcel: false } });
      if (e instanceof ApiError) setErrorBox(e.message);
    }
    await regionCheck(option.location);
  }

  /** The legal options found: one selects, several open the dialog, none falls back to the address only (spec point 4). */
  async function applyOptions(answer: LegalOptions) {
    if (answer.result === 'error') {
      // Spec point 8: the address could not be located; the 'Error!' box says so and what was typed stays.
      setSelection(null);
      setErrorBox(answer.message);
      return;
    }
    setAddress(addressOf(answer.address.location, application.config.region));
    setCheckedAddress(addressKey(answer.address.location));
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
      if (e instanceof ApiError) setErrorBox(e.message);
    } finally {
      setLoading(false);
    }
  }

  function choose(suggestion: AddressSuggestion) {
    setAddress(addressOf(suggestion.location, application.config.region));
    setCheckedAddress(addressKey(suggestion.location));
    return lookUp(() => calls.suggestionParcels(appId, suggestion));
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
    if (check.result !== 'success') setErrorBox(check.message);
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
    // More than one parcel switches to multiple mode (spec point 4).
    try {
      // The new address's parcels replace the earlier choice: the first replaces the set, the rest join it.
      await calls.saveParcels(appId, [toFeature(first.location)], 'single');
      await calls.saveParcels(
        appId,
        rest.map((o) => toFeature(o.location)),
        'multiple',
      );
      setOpt('multiple');
      await reload();
    } catch (e) {
      setErrorBox(e instanceof ApiError ? e.message : String(e));
    }
  }

  async function switchMode(next: ParcelOpt) {
    try {
      await calls.activeParcel(appId, active?.app_parcel_id ?? null, next);
      setOpt(next);
      await reload();
    } catch (e) {
      setErrorBox(e instanceof ApiError ? e.message : String(e));
    }
  }

  async function changeCouncil(id: number) {
    try {
      await calls.setAppCouncil(appId, id);
      setCouncilId(id);
      await refreshApplication();
      // Changing council revalidates and redisplays (spec point 4).
      const next = await reload(true);
      const outside = next.parcels.find((p) => !p.location.inCouncilRegion);
      if (outside) await regionCheck(outside.location);
      else if (selection && !next.parcels.length) await regionCheck(selection.location);
    } catch (e) {
      setErrorBox(e instanceof ApiError ? e.message : String(e));
    }
  }

  const check = (mode: ValidationMode): FormProblems => {
    if (mode === 'none') return [];
    if (opt === 'multiple')
      return set.parcels.length || mode !== 'all' ? [] : [{ field: 'street', message: siteLocationMessages.noParcel }];
    const location = current();
    if (!location.street.trim())
      return mode === 'all' ? [{ field: 'street', message: siteLocationMessages.noParcel }] : [];
    return checkSiteLocation({ ...location, region: siteRegion(location, application.config.region) }, mode);
  };

  useWizardForm(form, {
    validate(mode) {
      const problems = check(mode);
      setErrors(problems);
      return toSummary(problems);
    },
    show(problems) {
      setErrors(problems);
      return toSummary(problems);
    },
    async save(mode) {
      const features =
        opt === 'multiple'
          ? set.parcels.map((p) => toFeature(p.location))
          : current().street.trim()
            ? [toFeature(current())]
            : [];
      if (!features.length && mode !== 'all') return [];
      try {
        await calls.submitParcels(appId, features, opt, mode);
        setErrors([]);
        return [];
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        const problems = e.details.length ? e.details : [{ message: e.message }];
        setErrors(problems);
        return toSummary(problems);
      }
    },
  });

  const errorOf = (field: string) => errors.find((p) => p.field === field)?.message;
  const shown =
    opt === 'multiple'
      ? set.parcels.map((p) => ({ location: p.location, outline: p.outline }))
      : selection
        ? [selection]
        : [];
  const haveParcel = Boolean(selection?.location.haveParcel);
  return (
    <FormSection id="site" title={title} isFirst={isFirst}>
      <ErrorBox message={errorBox} onDone={clearErrorBox} />
      <CouncilChange councils={application.councils} councilId={councilId} onChange={changeCouncil} />
      <Tabs selectedKey={opt} onSelectionChange={(key) => void switchMode(key as ParcelOpt)}>
        <TabList aria-label="How many parcels" className="tabs__list">
          <Tab id="single" className="tabs__tab">
            Single parcel
          </Tab>
          <Tab id="multiple" className="tabs__tab">
            Multiple parcels
          </Tab>
        </TabList>
        <TabPanel id="single" className="tabs__panel">
          <div
            className="site-address"
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) void checkTyped();
            }}
          >
            <AddressCombobox
              appId={appId}
              id="site_street"
              label="Street address"
              value={address.street}
              error={errorOf('street')}
              onType={(street) => {
                // Typing resets the selection and shows the legal description panel (spec point 4).
                setAddress({ ...address, street });
                setSelection(null);
              }}
              onChoose={(s) => void choose(s)}
              canPickOnMap
            />
            {loading ? <p role="status">Finding the parcels at this address…</p> : null}
            <TextField
              id="site-suburb"
              label="Suburb"
              value={address.suburb}
              onChange={(e) => {
                setAddress({ ...address, suburb: e.target.value });
              }}
            />
            <TextField
              id="site-city"
              label="Town or city"
              value={address.city}
              onChange={(e) => {
                setAddress({ ...address, city: e.target.value });
              }}
            />
            <TextField
              id="site-postcode"
              label="Postcode"
              inputMode="numeric"
              className="input--width-5"
              value={address.postcode}
              onChange={(e) => {
                setAddress({ ...address, postcode: e.target.value.replace(/\D/g, '') });
              }}
            />
            <TextField
              id="site-region"
              label="Region"
              hint={address.region ? undefined : REGION_NOT_GIVEN}
              error={errorOf('region')}
              value={address.region}
              onChange={(e) => {
                setAddress({ ...address, region: e.target.value });
              }}
            />
          </div>
          {haveParcel && selection ? (
            <ParcelInfo appId={appId} location={selection.location} heading={formSubheading(isFirst)} />
          ) : (
            <LegalPanel
              value={legal}
              onChange={setLegal}
              error={errorOf('legalDesc')}
              noParcelFound={!loading && selection !== null}
            />
          )}
        </TabPanel>
        <TabPanel id="multiple" className="tabs__panel">
          <MultipleParcels
            appId={appId}
            parcels={set.parcels}
            onChanged={async () => {
              await reload();
            }}
          />
        </TabPanel>
      </Tabs>
      <MapPanel
        locations={shown.map((s) => s.location)}
        outlines={shown.flatMap((s) => (s.outline ? [s.outline] : []))}
        mapConfig={mapConfig}
        onPlace={
          opt === 'single'
            ? (latitude, longitude) => void lookUp(() => calls.addressAt(appId, latitude, longitude))
            : undefined
        }
      />
      <SelectParcelDialog
        isOpen={choices !== null}
        options={choices ?? []}
        purpose="choose"
        onCancel={() => {
          // Cancelling returns to the previous selection (spec point 4).
          setChoices(null);
          setSelection(lastChosen);
          setAddress(addressOf(lastChosen?.location, application.config.region));
        }}
        onSave={(picked) => {
          void saveChoice(picked);
        }}
      />
    </FormSection>
  );
}
