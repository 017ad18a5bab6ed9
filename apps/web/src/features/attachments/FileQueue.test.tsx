import { defined } from '@consent/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FileQueue } from './FileQueue';
import type { QueuedFile } from './useUploadQueue';

const types = [
  { id: 1, name: 'Plans and drawings', hint: '', required: true },
  { id: 2, name: 'Specifications', hint: '', required: true },
];
const item = (key: number, typeChosenForYou: boolean): QueuedFile => ({
  key,
  file: new File(['%PDF-1.7'], `drawing-${key}.pdf`, { type: 'application/pdf' }),
  documentTypeId: '1',
  typeChosenForYou,
  status: 'ready',
  progress: 0,
  message: '',
});
const noop = () => {};

describe('the files waiting to upload', () => {
  it("says when their type was chosen for the applicant, and that it was not read from the file's name", () => {
    render(
      <FileQueue
        items={[item(1, true), item(2, false)]}
        documentTypes={types as never}
        onType={noop}
        onUpload={noop}
        onCancel={noop}
        onRemove={noop}
      />,
    );
    const [chosenForYou, chosenByThem] = screen.getAllByLabelText('What is this document?');
    const hint = (select: HTMLElement) =>
      document.getElementById(String(select.getAttribute('aria-describedby')))?.textContent;
    expect(hint(defined(chosenForYou, "the first file's document type"))).toBe(
      'We chose the first document still needed, not from the file itself or its name. Change it if this file is something else.',
    );
    expect(defined(chosenByThem, "the second file's document type").getAttribute('aria-describedby')).toBeNull();
  });
});
