import { ADDRESS_AUTOCOMPLETE_DELAY_MS, ADDRESS_AUTOCOMPLETE_MIN, ADDRESS_SEARCH_LIMIT, parcelMessages } from '@consent/domain';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useLocationCalls, type AddressSuggestion } from '../../api';
import { describedBy } from '../../ui/Field';

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
 * 500 ms after typing stops, 'Loading... Please wait.' meanwhile; the ARIA 1.2 combobox pattern.
 */
export function AddressCombobox({ appId, id, label, value, error, onType, onChoose, canPickOnMap = false }: Props) {
  const calls = useLocationCalls();
  const listId = useId();
  const [results, setResults] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const [status, setStatus] = useState('');
  const [typed, setTyped] = useState(false);
  // What was searched for when nothing was found: shown, with what to try next, until the text changes.
  const [notFound, setNotFound] = useState<string | null>(null);

  useEffect(() => {
    const q = value.trim();
    setNotFound(null);
    if (!typed || q.length < ADDRESS_AUTOCOMPLETE_MIN) {
      setResults([]);
      setOpen(false);
      setLoading(false);
      return;
    }
    let current = true;
    setLoading(true);
    const timer = setTimeout(() => {
      calls
        .searchAddresses(q, ADDRESS_SEARCH_LIMIT, appId)
        .then((found) => {
          if (!current) return;
          setResults(found);
          setOpen(found.length > 0);
          setActive(-1);
          setStatus(found.length ? `${found.length} ${found.length === 1 ? 'address' : 'addresses'} found` : 'No addresses found');
          setNotFound(found.length ? null : q);
        })
        // Spec point 8: an autocomplete failure shows nothing to the user.
        .catch(() => current && setResults([]))
        .finally(() => current && setLoading(false));
    }, ADDRESS_AUTOCOMPLETE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // calls is rebuilt each render; the search depends on what was typed only.
  }, [value, typed]);

  function choose(suggestion: AddressSuggestion) {
    setTyped(false);
    setOpen(false);
    setStatus(`${suggestion.label} chosen`);
    onChoose(suggestion);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && results.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(results[active]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const hint = `Start typing the street address (at least ${ADDRESS_AUTOCOMPLETE_MIN} characters), then choose it from the list.`;
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div id={`${id}-hint`} className="field__hint">
        {hint}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <div className="combobox">
        <input
          id={id}
          className={error ? 'input input--error' : 'input'}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          autoComplete="off"
          value={value}
          onChange={(event) => {
            setTyped(true);
            onType(event.target.value);
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label="Addresses found" className="combobox__list" hidden={!open}>
          {results.map((suggestion, index) => (
            <li
              key={suggestion.addressId ?? suggestion.placeId}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="combobox__option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              {suggestion.label}
            </li>
          ))}
        </ul>
      </div>
      {loading ? <p className="field__hint">{parcelMessages.loading}</p> : null}
      {notFound !== null && !loading ? <NoAddressesFound searched={notFound} canPickOnMap={canPickOnMap} /> : null}
      <div className="visually-hidden" role="status" aria-live="polite">
        {loading ? parcelMessages.loading : status}
      </div>
    </div>
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
