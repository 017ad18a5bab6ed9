import { LBP_SEARCH_MIN, contactMessages, type LbpSearchItem } from '@consent/domain';
import { useEffect, useEffectEvent, useId, useState, type KeyboardEvent } from 'react';
import { useContactCalls } from '../../api';

const DELAY_MS = 300;
const LOAD_MORE = -2;

interface LbpSearchProps {
  id: string;
  onChoose: (practitioner: LbpSearchItem) => void;
  /** The register did not answer: the page says so and the applicant types the details. */
  onRegisterDown: (message: string) => void;
}

/**
 * Search the LBP register as the applicant types (names or LBP number), with "load more" paging: the
 * ARIA 1.2 combobox pattern (list autocomplete), its last option loading the next page.
 */
export function LbpSearch({ id, onChoose, onRegisterDown }: LbpSearchProps) {
  const calls = useContactCalls();
  const listId = useId();
  const [text, setText] = useState('');
  const [typed, setTyped] = useState(false);
  const [results, setResults] = useState<LbpSearchItem[]>([]);
  const [page, setPage] = useState(1);
  const [more, setMore] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');

  async function load(q: string, nextPage: number, append: boolean) {
    const answer = await calls.searchRegister(q, nextPage);
    if (answer.status_code !== 200 || !answer.data) {
      setResults([]);
      setOpen(false);
      onRegisterDown(answer.message || contactMessages.lbpRegisterNotResponding);
      return;
    }
    const found = answer.data;
    setResults((previous) => (append ? [...previous, ...found] : found));
    setPage(answer.page);
    setMore(answer.loadmore);
    setOpen(append || found.length > 0);
    setStatus(
      `${answer.total} ${answer.total === 1 ? 'practitioner' : 'practitioners'} found${answer.loadmore ? ', more can be loaded' : ''}`,
    );
  }

  // The search depends on what was typed only: it reads this render's calls and callbacks, rebuilt each render.
  const search = useEffectEvent((q: string) => {
    load(q, 1, false).catch(() => {
      onRegisterDown(contactMessages.lbpRegisterNotResponding);
    });
  });
  useEffect(() => {
    const q = text.trim();
    // Too short a text (or a chosen practitioner) clears the list where it changes: see onChange and choose.
    if (!typed || q.length < LBP_SEARCH_MIN) return;
    let current = true;
    const timer = setTimeout(() => {
      if (current) search(q);
      setActive(-1);
    }, DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, typed]);

  const options = more ? results.length + 1 : results.length;
  const optionAt = (index: number) => (index === results.length ? LOAD_MORE : index);

  function choose(index: number) {
    if (optionAt(index) === LOAD_MORE) {
      setActive(results.length);
      void load(text.trim(), page + 1, true).catch(() => {
        onRegisterDown(contactMessages.lbpRegisterNotResponding);
      });
      return;
    }
    const practitioner = results[index];
    if (!practitioner) return;
    setTyped(false);
    setText(practitioner.names);
    setResults([]);
    setOpen(false);
    setStatus(`${practitioner.names} chosen`);
    onChoose(practitioner);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && options) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options);
    } else if (event.key === 'ArrowUp' && options) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? options - 1 : i - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const hint = `Type at least ${LBP_SEARCH_MIN} letters of the practitioner's name, or their LBP number, then choose them from the list.`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Search the LBP register
      </label>
      <div id={`${id}-hint`} className="field__hint">
        {hint}
      </div>
      <div className="combobox">
        <input
          id={id}
          className="input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setTyped(true);
            setText(event.target.value);
            if (event.target.value.trim().length < LBP_SEARCH_MIN) {
              setResults([]);
              setOpen(false);
            }
          }}
          onBlur={() =>
            setTimeout(() => {
              setOpen(false);
            }, 150)
          }
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label="Practitioners found" className="combobox__list" hidden={!open}>
          {results.map((p, index) => (
            // The combobox's input handles the keys (arrows and Enter move aria-activedescendant over these options).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- focus stays in the input, which has onKeyDown
            <li
              key={p.lbpNumber}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="combobox__option"
              onMouseDown={(event) => {
                event.preventDefault();
              }}
              onClick={() => {
                choose(index);
              }}
            >
              {p.names}
              <span className="combobox__option-meta">{p.lbpNumber}</span>
            </li>
          ))}
          {more ? (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- focus stays in the input, which has onKeyDown
            <li
              id={`${listId}-${results.length}`}
              role="option"
              aria-selected={active === results.length}
              className="combobox__option combobox__option--more"
              onMouseDown={(event) => {
                event.preventDefault();
              }}
              onClick={() => {
                choose(results.length);
              }}
            >
              Load more practitioners
            </li>
          ) : null}
        </ul>
      </div>
      <div className="visually-hidden" role="status" aria-live="polite">
        {status}
      </div>
    </div>
  );
}
