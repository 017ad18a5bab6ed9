import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';

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
export const LOAD_MORE = 'combobox-load-more';

/** Where suggestions come from and what choosing one does. */
export interface SuggestionSource<T> {
  /** The text in the field: the caller owns it, because a choice and typing by hand both change it. */
  value: string;
  onType: (value: string) => void;
  /** Asks the source for suggestions; a failure shows nothing (spec point 8) and only ends the loading text. */
  search: (q: string) => Promise<Found<T>>;
  /** Fewest characters (trimmed) that start a search, and how long typing must stop before it does. */
  minLength: number;
  delayMs: number;
  itemKey: (item: T) => string;
  itemText: (item: T) => string;
  /** What the live region says when a search answers, e.g. '3 addresses found'; `more` when a next page can be loaded. */
  announce: (count: number, more: boolean) => string;
  /** Told when a search or a next page fails, for a source whose failure the page must mention (the LBP register). */
  onFail?: (error: unknown) => void;
  onChoose: (item: T) => void;
}

/**
 * The suggestions for the text typed: searched `delayMs` after typing stops from `minLength` characters (only text
 * the user typed searches, so a choice filling the field does not search again), a next page added under the last,
 * and what the live region announces.
 */
export function useSuggestions<T>(source: SuggestionSource<T>) {
  const { value, onType, search, minLength, delayMs, itemKey, itemText, announce, onFail, onChoose } = source;
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
  const forget = () => {
    setResults([]);
    setNext(null);
    setOpen(false);
  };

  // A new text (typed, chosen or set by the caller) drops what the last one found, during render rather than in an
  // effect so the stale list is never shown: React's pattern for state that resets when an input changes.
  const [searchedInput, setSearchedInput] = useState({ value, typed });
  const searches = typed && value.trim().length >= minLength;
  if (searchedInput.value !== value || searchedInput.typed !== typed) {
    setSearchedInput({ value, typed });
    setNotFound(null);
    setLoading(searches);
    if (!searches) forget();
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
        forget();
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

  /** An option taken by Enter or a click: a suggestion is chosen; "load more" asks for the next page. */
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

  return {
    results,
    hasNext: next !== null,
    arrived,
    forgetArrived: () => {
      setArrived(null);
    },
    open,
    setOpen,
    loading,
    status,
    notFound,
    type: (text: string) => {
      setTyped(true);
      onType(text);
    },
    choose,
  };
}
