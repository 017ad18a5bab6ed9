import { useContext, useEffect, useRef, type FocusEvent, type ReactNode, type Ref } from 'react';
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
} from 'react-aria-components';
import { describedBy } from './Field';
import { FieldError } from './FieldError';
import { LOAD_MORE, useSuggestions, type SuggestionSource } from './useSuggestions';

export type { Found } from './useSuggestions';

interface ComboboxProps<T> extends SuggestionSource<T> {
  id: string;
  label: string;
  hint: string;
  error?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The input's name and ref, for react-hook-form (focus on error). */
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown under the field from the keystroke that will search until the answer comes (e.g. 'Loading... Please wait.'). */
  loadingText?: string;
  /** The accessible name of the list of suggestions, e.g. 'Addresses found'. */
  listLabel: string;
  /** The option's content when it shows more than its text (the text stays its accessible name). */
  renderItem?: (item: T) => ReactNode;
  /** The text of the last option while the search has a next page (e.g. 'Load more practitioners'). */
  loadMoreText?: string;
  /** What to show under the field when a search found nothing, until the text changes. */
  renderNotFound?: (searched: string) => ReactNode;
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
export function Combobox<T>(props: ComboboxProps<T>) {
  const { id, label, hint, error, value, onBlur, name, inputRef, loadingText, listLabel, itemKey, itemText } = props;
  const { renderItem, loadMoreText, renderNotFound } = props;
  const suggestions = useSuggestions(props);
  const { results, open, setOpen, loading, arrived, notFound } = suggestions;
  const list = useRef<HTMLDivElement>(null);
  return (
    <Autocomplete
      inputValue={value}
      onInputChange={suggestions.type}
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
          <ListBox
            ref={list}
            aria-label={listLabel}
            className="combobox__list"
            onAction={suggestions.choose}
            hidden={!open}
          >
            <Collection items={open ? results : []} dependencies={[arrived]}>
              {(item) => (
                <ListBoxItem id={itemKey(item)} textValue={itemText(item)} className="combobox__option">
                  {renderItem ? renderItem(item) : itemText(item)}
                  {itemKey(item) === arrived ? (
                    <BecomeActive itemKey={arrived} onActive={suggestions.forgetArrived} />
                  ) : null}
                </ListBoxItem>
              )}
            </Collection>
            {open && suggestions.hasNext && loadMoreText ? (
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
        {loading && loadingText ? loadingText : suggestions.status}
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
