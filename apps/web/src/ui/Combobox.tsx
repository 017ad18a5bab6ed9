import {
  useContext,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  Autocomplete,
  AutocompleteStateContext,
  Collection,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListStateContext,
  TextField,
  type Key,
} from 'react-aria-components';
import { describedBy } from './Field';
import { FieldError } from './FieldError';

/** What one search found; `message` replaces the count that is announced (a register that answered with a refusal). */
export interface Found<T> {
  items: readonly T[];
  message?: string;
  /** How many the source holds in all when it answers a page at a time (announced instead of the page's count). */
  total?: number;
  /** The next page of the same search, while the source has more: the list's last option asks for it. */
  more?: () => Promise<Found<T>>;
}

// The "load more" option's key among the suggestions' own (an LBP number, an NZBN, an address id).
const LOAD_MORE = 'combobox-load-more';

interface ComboboxProps<T> {
  id: string;
  label: string;
  hint: string;
  error?: string;
  /** The text in the field: the caller owns it, because a choice and typing by hand both change it. */
  value: string;
  onType: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The input's name and ref, for react-hook-form (focus on error). */
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Asks the source for suggestions; a failure shows nothing (spec point 8) and only ends the loading text. */
  search: (q: string) => Promise<Found<T>>;
  /** Fewest characters (trimmed) that start a search, and how long typing must stop before it does. */
  minLength: number;
  delayMs: number;
  /** Shown under the field from the keystroke that will search until the answer comes (e.g. 'Loading... Please wait.'). */
  loadingText?: string;
  /** The accessible name of the list of suggestions, e.g. 'Addresses found'. */
  listLabel: string;
  itemKey: (item: T) => string;
  itemText: (item: T) => string;
  /** The option's content when it shows more than its text (the text stays its accessible name). */
  renderItem?: (item: T) => ReactNode;
  /** What the live region says when a search answers, e.g. '3 addresses found'; `more` when a next page can be loaded. */
  announce: (count: number, more: boolean) => string;
  /** The text of the last option while the search has a next page (e.g. 'Load more practitioners'). */
  loadMoreText?: string;
  /** Told when a search or a next page fails, for a source whose failure the page must mention (the LBP register). */
  onFail?: (error: unknown) => void;
  /** What to show under the field when a search found nothing, until the text changes. */
  renderNotFound?: (searched: string) => ReactNode;
  onChoose: (item: T) => void;
}

/**
 * The product's one autocomplete (the ARIA 1.2 combobox pattern): the field keeps focus while the arrows move through
 * the suggestions (aria-activedescendant), Enter or a click chooses, Escape closes, and the list is labelled and
 * announced. Suggestions come from an asynchronous search that starts at `minLength` characters, `delayMs` after
 * typing stops; only text the user typed searches, so a choice filling the field does not search again. Free text
 * stays: the user may type what no suggestion offers.
 *
 * Built on React Aria Components' Autocomplete (virtual focus and keyboard) with the list shown in place, not on its
 * ComboBox: an open ComboBox marks the rest of the page aria-hidden while it stays focusable, which axe reports as
 * serious (aria-hidden-focus; adobe/react-spectrum#4937). Shown in place, under the field, the list needs no such
 * hiding: it is next to its field in reading order, inside any dialog the field is in.
 */
export function Combobox<T>({
  id,
  label,
  hint,
  error,
  value,
  onType,
  onBlur,
  name,
  inputRef,
  search,
  minLength,
  delayMs,
  loadingText,
  listLabel,
  itemKey,
  itemText,
  renderItem,
  announce,
  loadMoreText,
  onFail,
  renderNotFound,
  onChoose,
}: ComboboxProps<T>) {
  const [results, setResults] = useState<readonly T[]>([]);
  // Held in an object: a function given to a state setter would be called as an updater.
  const [next, setNext] = useState<{ load: () => Promise<Found<T>> } | null>(null);
  // The first suggestion of a page just loaded, which becomes active as the "load more" option that asked for it was.
  const [arrived, setArrived] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [status, setStatus] = useState('');
  const [typed, setTyped] = useState(false);
  const [notFound, setNotFound] = useState<string | null>(null);

  // A new text (typed, chosen or set by the caller) drops what the last one found, during render rather than in an
  // effect so the stale list is never shown: React's pattern for state that resets when an input changes.
  const [searchedInput, setSearchedInput] = useState({ value, typed });
  const searches = typed && value.trim().length >= minLength;
  if (searchedInput.value !== value || searchedInput.typed !== typed) {
    setSearchedInput({ value, typed });
    setNotFound(null);
    setLoading(searches);
    if (!searches) {
      setResults([]);
      setNext(null);
      setOpen(false);
    }
  }

  /**
   * Shows one answer of the source, a first page or (`q` null) the next one added under the last, unless the text that
   * asked for it has changed since. Spec point 8: a failed search shows nothing to the user (`onFail` may say so).
   */
  function settle(request: Promise<Found<T>>, q: string | null, isCurrent: () => boolean) {
    request
      .then((found) => {
        if (!isCurrent()) return;
        setResults((shown) => (q === null ? [...shown, ...found.items] : found.items));
        setNext(found.more ? { load: found.more } : null);
        setOpen(q === null || found.items.length > 0);
        setStatus(found.message ?? announce(found.total ?? found.items.length, Boolean(found.more)));
        const first = found.items[0];
        if (q === null) setArrived(first === undefined ? null : itemKey(first));
        else setNotFound(found.items.length || found.message ? null : q);
      })
      .catch((error: unknown) => {
        if (!isCurrent()) return;
        setResults([]);
        setNext(null);
        setOpen(false);
        onFail?.(error);
      })
      .finally(() => {
        if (isCurrent()) setLoading(false);
      });
  }

  // Whether the text the shown suggestions were found for is still the field's: a next page for older text is dropped.
  const currentSearch = useRef<() => boolean>(() => false);
  // The caller rebuilds search and announce on each render; a search starts when the text changes, not when they do.
  const runSearch = useEffectEvent((q: string, isCurrent: () => boolean) => {
    settle(search(q), q, isCurrent);
  });

  useEffect(() => {
    if (!searches) return;
    let current = true;
    currentSearch.current = () => current;
    const timer = setTimeout(() => {
      runSearch(value.trim(), () => current);
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value, searches, delayMs]);

  function loadMore() {
    if (!next || loading) return;
    setLoading(true);
    settle(next.load(), null, currentSearch.current);
  }

  function choose(key: Key) {
    if (key === LOAD_MORE) {
      loadMore();
      return;
    }
    const item = results.find((r) => itemKey(r) === key);
    if (item === undefined) return;
    setTyped(false);
    setOpen(false);
    setStatus(`${itemText(item)} chosen`);
    onChoose(item);
  }

  const list = useRef<HTMLDivElement>(null);
  return (
    <Autocomplete
      inputValue={value}
      onInputChange={(text) => {
        setTyped(true);
        onType(text);
      }}
      // The first suggestion is not chosen by Enter until the arrows reach it: Enter keeps what was typed.
      disableAutoFocusFirst
    >
      <TextField
        className={error ? 'field field--error' : 'field'}
        id={id}
        isInvalid={Boolean(error)}
        aria-describedby={describedBy(id, hint, error)}
      >
        <Label className="field__label">{label}</Label>
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
        {error ? <FieldError id={`${id}-error`} message={error} /> : null}
        <div className="combobox">
          <Input
            className={error ? 'input input--error' : 'input'}
            role="combobox"
            aria-expanded={open}
            name={name}
            ref={inputRef}
            autoComplete="off"
            spellCheck={false}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && open) {
                event.preventDefault();
                setOpen(false);
              } else if (event.key === 'ArrowDown' && !open && results.length) setOpen(true);
            }}
            onBlur={(event) => {
              if (!list.current?.contains(event.relatedTarget)) setOpen(false);
              onBlur?.(event);
            }}
          />
          <ListBox ref={list} aria-label={listLabel} className="combobox__list" onAction={choose} hidden={!open}>
            <Collection items={open ? results : []} dependencies={[arrived]}>
              {(item) => (
                <ListBoxItem id={itemKey(item)} textValue={itemText(item)} className="combobox__option">
                  {renderItem ? renderItem(item) : itemText(item)}
                  {itemKey(item) === arrived ? (
                    <BecomeActive
                      itemKey={arrived}
                      onActive={() => {
                        setArrived(null);
                      }}
                    />
                  ) : null}
                </ListBoxItem>
              )}
            </Collection>
            {open && next && loadMoreText ? (
              <ListBoxItem id={LOAD_MORE} textValue={loadMoreText} className="combobox__option">
                {loadMoreText}
              </ListBoxItem>
            ) : null}
          </ListBox>
        </div>
      </TextField>
      <ForgetActiveWhenClosed open={open} />
      {loading && loadingText ? <p className="field__hint">{loadingText}</p> : null}
      {notFound !== null && !loading && renderNotFound ? renderNotFound(notFound) : null}
      <div className="visually-hidden" role="status" aria-live="polite">
        {loading && loadingText ? loadingText : status}
      </div>
    </Autocomplete>
  );
}

/**
 * The suggestion the arrows reached stays the field's aria-activedescendant after the list closes, naming an option
 * that is no longer there (axe: aria-valid-attr-value); a closed list has no active suggestion.
 */
function ForgetActiveWhenClosed({ open }: { open: boolean }) {
  const state = useContext(AutocompleteStateContext);
  useEffect(() => {
    if (!open) state?.setFocusedNodeId(null);
  }, [open, state]);
  return null;
}

/**
 * Rendered inside the first suggestion of a page just loaded: it becomes the list's active suggestion, so the arrows go
 * on from the first new one rather than from the "load more" option that has moved below it or gone.
 */
function BecomeActive({ itemKey, onActive }: { itemKey: string; onActive: () => void }) {
  const state = useContext(ListStateContext);
  useEffect(() => {
    if (!state) return;
    state.selectionManager.setFocused(true);
    state.selectionManager.setFocusedKey(itemKey);
    onActive();
  }, [state, itemKey, onActive]);
  return null;
}
