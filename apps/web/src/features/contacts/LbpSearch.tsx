import { LBP_SEARCH_MIN, contactMessages, type LbpSearchItem } from '@consent/domain';
import { useState } from 'react';
import { useContactCalls } from '../../api';
import { Combobox, type Found } from '../../ui/Combobox';

const DELAY_MS = 300;

/** The register answered with something other than 200 (spec point 8): its message is the one the page shows. */
class RegisterNotResponding extends Error {}

interface LbpSearchProps {
  id: string;
  onChoose: (practitioner: LbpSearchItem) => void;
  /** The register did not answer: the page says so and the applicant types the details. */
  onRegisterDown: (message: string) => void;
}

/**
 * Search the LBP register as the applicant types (names or LBP number): the product's one combobox, whose last option
 * loads the register's next page ("load more") while it has one.
 */
export function LbpSearch({ id, onChoose, onRegisterDown }: LbpSearchProps) {
  const calls = useContactCalls();
  const [text, setText] = useState('');

  function registerPage(q: string, page: number): Promise<Found<LbpSearchItem>> {
    return calls.searchRegister(q, page).then((answer) => {
      if (answer.status_code !== 200 || !answer.data) {
        throw new RegisterNotResponding(answer.message || contactMessages.lbpRegisterNotResponding);
      }
      return {
        items: answer.data,
        total: answer.total,
        more: answer.loadmore ? () => registerPage(q, answer.page + 1) : undefined,
      };
    });
  }

  return (
    <Combobox<LbpSearchItem>
      id={id}
      label="Search the LBP register"
      hint={`Type at least ${LBP_SEARCH_MIN} letters of the practitioner's name, or their LBP number, then choose them from the list.`}
      value={text}
      onType={setText}
      search={(q) => registerPage(q, 1)}
      minLength={LBP_SEARCH_MIN}
      delayMs={DELAY_MS}
      listLabel="Practitioners found"
      itemKey={(practitioner) => practitioner.lbpNumber}
      itemText={(practitioner) => practitioner.names}
      renderItem={(practitioner) => (
        <>
          {practitioner.names}
          <span className="combobox__option-meta">{practitioner.lbpNumber}</span>
        </>
      )}
      announce={(n, more) =>
        `${n} ${n === 1 ? 'practitioner' : 'practitioners'} found${more ? ', more can be loaded' : ''}`
      }
      loadMoreText="Load more practitioners"
      // A network failure says the same as the register's own refusal: the applicant enters the details by hand.
      onFail={(error) => {
        onRegisterDown(
          error instanceof RegisterNotResponding ? error.message : contactMessages.lbpRegisterNotResponding,
        );
      }}
      onChoose={(practitioner) => {
        setText(practitioner.names);
        onChoose(practitioner);
      }}
    />
  );
}
