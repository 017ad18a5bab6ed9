import type { ParcelOpt } from '@consent/domain';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import {
  useLocationCalls,
  useMapsConfig,
  useParcelSet,
  useRefreshApplication,
  useReloadParcelSet,
  type ParcelSet,
} from '../../api';
import { Loading } from '../../ui/Status';
import { FormSection, formSubheading } from '../../forms/FormSection';
import type { WizardFormProps } from '../../forms/formRegistry';
import { CouncilChange } from './CouncilChange';
import { ErrorBox } from './ErrorBox';
import { LegalPanel } from './LegalPanel';
import { MapPanel } from './MapPanel';
import { MultipleParcels } from './MultipleParcels';
import { ParcelInfo } from './ParcelInfo';
import { SelectParcelDialog } from './SelectParcelDialog';
import { SiteAddressFields } from './SiteAddressFields';
import { useErrorBox } from './useErrorBox';
import { useSingleParcel } from './useSingleParcel';
import { useSiteLocationWizardForm } from './useSiteLocationWizardForm';
import './location.css';

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
  const errorBox = useErrorBox();
  const [opt, setOpt] = useState<ParcelOpt>(set.parcelOpt);
  const active = set.parcels.find((p) => p.active);
  const [councilId, setCouncilId] = useState(application.council_id);
  const mapConfig = useMapsConfig(councilId, application).data ?? null;
  const councilRegion = application.config.region;
  const single = useSingleParcel({
    appId,
    active,
    councilRegion,
    showError: errorBox.show,
    fail: errorBox.fail,
    onMultiple: () => {
      setOpt('multiple');
    },
  });
  const { selection, loading } = single;
  const errorOf = useSiteLocationWizardForm(form, appId, {
    opt,
    parcels: set.parcels,
    current: single.current,
    councilRegion,
  });

  async function switchMode(next: ParcelOpt) {
    try {
      await calls.activeParcel(appId, active?.app_parcel_id ?? null, next);
      setOpt(next);
      await reload();
    } catch (e) {
      errorBox.fail(e);
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
      if (outside) await single.regionCheck(outside.location);
      else if (selection && !next.parcels.length) await single.regionCheck(selection.location);
    } catch (e) {
      errorBox.fail(e);
    }
  }

  const shown =
    opt === 'multiple'
      ? set.parcels.map((p) => ({ location: p.location, outline: p.outline }))
      : selection
        ? [selection]
        : [];
  return (
    <FormSection id="site" title={title} isFirst={isFirst}>
      <ErrorBox message={errorBox.message} onDone={errorBox.clear} />
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
          <SiteAddressFields
            appId={appId}
            address={single.address}
            onChange={single.setAddress}
            errorOf={errorOf}
            loading={loading}
            onType={single.typeStreet}
            onChoose={(s) => void single.choose(s)}
            onLeave={() => void single.checkTyped()}
          />
          {selection?.location.haveParcel ? (
            <ParcelInfo appId={appId} location={selection.location} heading={formSubheading(isFirst)} />
          ) : (
            <LegalPanel
              value={single.legal}
              onChange={single.setLegal}
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
        onPlace={opt === 'single' ? (latitude, longitude) => void single.placeAt(latitude, longitude) : undefined}
      />
      <SelectParcelDialog
        isOpen={single.choices !== null}
        options={single.choices ?? []}
        purpose="choose"
        onCancel={single.cancelChoice}
        onSave={(picked) => {
          void single.saveChoice(picked);
        }}
      />
    </FormSection>
  );
}
