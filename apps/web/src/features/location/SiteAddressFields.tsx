import type { ChangeEvent } from 'react';
import type { AddressSuggestion } from '../../api';
import { TextField } from '../../ui/Field';
import { AddressCombobox } from './AddressCombobox';
import type { SiteAddress } from './siteAddress';

/** LINZ addresses carry no region: the council's is filled in (siteRegion); where neither is known the field says why. */
const REGION_NOT_GIVEN = 'Not given by the address data. Enter the region the site is in, for example Canterbury.';

interface Props {
  appId: number;
  address: SiteAddress;
  onChange: (address: SiteAddress) => void;
  errorOf: (field: string) => string | undefined;
  /** Whether the parcels at a chosen address are being found. */
  loading: boolean;
  onType: (street: string) => void;
  onChoose: (suggestion: AddressSuggestion) => void;
  /** Focus has left the address fields (a typed address is checked then). */
  onLeave: () => void;
}

/** The site's street address (with suggestions), suburb, town or city, postcode and region. */
export function SiteAddressFields({ appId, address, onChange, errorOf, loading, onType, onChoose, onLeave }: Props) {
  const change = (field: keyof SiteAddress) => (event: ChangeEvent<HTMLInputElement>) => {
    onChange({ ...address, [field]: event.target.value });
  };
  return (
    <div
      className="site-address"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onLeave();
      }}
    >
      <AddressCombobox
        appId={appId}
        id="site_street"
        label="Street address"
        value={address.street}
        error={errorOf('street')}
        onType={onType}
        onChoose={onChoose}
        canPickOnMap
      />
      {loading ? <p role="status">Finding the parcels at this address…</p> : null}
      <TextField id="site-suburb" label="Suburb" value={address.suburb} onChange={change('suburb')} />
      <TextField id="site-city" label="Town or city" value={address.city} onChange={change('city')} />
      {/* A numeric input keeps only the digits typed or pasted (TextField). */}
      <TextField
        id="site-postcode"
        label="Postcode"
        inputMode="numeric"
        className="input--width-5"
        value={address.postcode}
        onChange={change('postcode')}
      />
      <TextField
        id="site-region"
        label="Region"
        hint={address.region ? undefined : REGION_NOT_GIVEN}
        error={errorOf('region')}
        value={address.region}
        onChange={change('region')}
      />
    </div>
  );
}
