import { makeLocation, parcelMessages } from '@consent/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ParcelOption } from '../../api';
import { LegalPanel } from './LegalPanel';
import { SelectParcelDialog } from './SelectParcelDialog';

const parcel = (lot: number): ParcelOption => ({
  location: makeLocation({
    street: '18 Ponsonby Road',
    legalDesc: `Lot ${lot} DP 10433`,
    parcelID: String(lot),
    valuationNumber: `0281/${lot}`,
    haveParcel: true,
  }),
  outline: null,
});

describe("the 'Select Parcel' dialog", () => {
  it('has a single matching parcel chosen already, so Save keeps it', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<SelectParcelDialog isOpen options={[parcel(5)]} purpose="add" onSave={onSave} onCancel={() => {}} />);
    expect((await screen.findByLabelText<HTMLInputElement>(/^Lot 5 DP 10433/)).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith([parcel(5)]);
  });

  it("says 'Please select the parcel!' once when nothing is chosen among several", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(
      <SelectParcelDialog
        isOpen
        options={[parcel(4), parcel(5)]}
        purpose="choose"
        onSave={onSave}
        onCancel={() => {}}
      />,
    );
    expect((await screen.findByLabelText<HTMLInputElement>(/^Lot 4 DP 10433/)).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByText(parcelMessages.selectParcel)).toHaveLength(1);
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('the legal description panel', () => {
  it('says no council parcel was found only once the parcel search has answered so', () => {
    const { rerender } = render(<LegalPanel value={{}} onChange={() => {}} noParcelFound={false} />);
    expect(screen.queryByText(/No council parcel was found/)).toBeNull();
    rerender(<LegalPanel value={{}} onChange={() => {}} noParcelFound />);
    expect(screen.getByText(/No council parcel was found for this address/)).toBeTruthy();
  });
});
