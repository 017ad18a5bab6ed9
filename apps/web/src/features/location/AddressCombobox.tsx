import {
  ADDRESS_AUTOCOMPLETE_DELAY_MS,
  ADDRESS_AUTOCOMPLETE_MIN,
  ADDRESS_SEARCH_LIMIT,
  parcelMessages,
} from '@consent/domain';
import { useLocationCalls, type AddressSuggestion } from '../../api';
import { Combobox } from '../../ui/Combobox';

interface Props {
  /** The application: its council's map configuration picks our search or the maps service. */
  appId: number;
  /** Ends in _street: the prefix names the address group the choice fills (spec point 2). */
  id: string;
  label: string;
  value: string;
  error?: string;
  onType: (value: string) => void;
  onChoose: (suggestion: AddressSuggestion) => void;
  /** Whether this page's enlarged map places the site where it is clicked: then "No addresses found" suggests it. */
  canPickOnMap?: boolean;
}

/**
 * The street with suggestions from the address data source (spec points 5 and 9): from 3 characters,
 * 500 ms after typing stops, 'Loading... Please wait.' meanwhile, at most 8 suggestions; a failure shows nothing.
 */
export function AddressCombobox({ appId, id, label, value, error, onType, onChoose, canPickOnMap = false }: Props) {
  const calls = useLocationCalls();
  return (
    <Combobox<AddressSuggestion>
      id={id}
      label={label}
      hint={`Start typing the street address (at least ${ADDRESS_AUTOCOMPLETE_MIN} characters), then choose it from the list.`}
      error={error}
      value={value}
      onType={onType}
      search={(q) => calls.searchAddresses(q, ADDRESS_SEARCH_LIMIT, appId).then((items) => ({ items }))}
      minLength={ADDRESS_AUTOCOMPLETE_MIN}
      delayMs={ADDRESS_AUTOCOMPLETE_DELAY_MS}
      loadingText={parcelMessages.loading}
      listLabel="Addresses found"
      itemKey={(s) => String(s.addressId ?? s.placeId ?? s.label)}
      itemText={(s) => s.label}
      announce={(n) => (n ? `${n} ${n === 1 ? 'address' : 'addresses'} found` : 'No addresses found')}
      renderNotFound={(searched) => <NoAddressesFound searched={searched} canPickOnMap={canPickOnMap} />}
      onChoose={onChoose}
    />
  );
}

/**
 * A search that found nothing says so where the eye is, with what to try next (issue 15.7), instead of an empty
 * list that looks broken. The live region above announces "No addresses found"; this is the visible answer.
 */
function NoAddressesFound({ searched, canPickOnMap }: { searched: string; canPickOnMap: boolean }) {
  return (
    <div className="combobox__none" data-testid="no-addresses-found">
      <p className="combobox__none-title">No addresses found for “{searched}”</p>
      <p>You could:</p>
      <ul>
        <li>try fewer words, for example just the street number and name (“12 Willis”)</li>
        {canPickOnMap ? <li>pick the place on the map: choose Enlarge map, then click the site</li> : null}
        <li>enter the address by hand: finish typing the street, then fill in the suburb and town or city</li>
      </ul>
    </div>
  );
}
