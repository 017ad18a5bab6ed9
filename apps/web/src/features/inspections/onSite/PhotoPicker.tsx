import { INSPECTION_RESULT_PHOTOS_MAX } from '@consent/domain';
import { useRef, useState } from 'react';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { resizePhoto } from './resizePhoto';

/** A photo chosen for a result: resized already, shown from a data URL (nothing to let go). */
export interface PickedPhoto {
  id: string;
  blob: Blob;
  url: string;
}

export const MAX_PHOTOS = INSPECTION_RESULT_PHOTOS_MAX;

interface Props {
  /** The field's id: the file input's, which the error summary links to. */
  id: string;
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  error?: string;
}

/**
 * Photos taken with the phone's camera (`capture="environment"`, the back camera) or chosen from its gallery, each
 * resized on the phone (no location metadata) and shown with a button to remove it.
 */
export function PhotoPicker({ id, photos, onChange, error }: Props) {
  const [problem, setProblem] = useState('');
  const listRef = useRef<HTMLUListElement>(null);

  const add = async (files: FileList | null) => {
    setProblem('');
    const chosen = [...(files ?? [])].slice(0, MAX_PHOTOS - photos.length);
    const added: PickedPhoto[] = [];
    for (const file of chosen) {
      try {
        const blob = await resizePhoto(file);
        added.push({ id: crypto.randomUUID(), blob, url: await dataUrl(blob) });
      } catch {
        setProblem(`${file.name} could not be read as a photo. Choose a JPEG or PNG photo.`);
      }
    }
    if (added.length) onChange([...photos, ...added]);
  };
  const remove = (photo: PickedPhoto, index: number) => {
    onChange(photos.filter((p) => p.id !== photo.id));
    // Focus stays in the list: on the next photo's remove button, else on the input.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll('button');
      (buttons?.[Math.min(index, buttons.length - 1)] ?? document.getElementById(id))?.focus();
    });
  };
  const message = error ?? problem;

  return (
    <div className={message ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        Photos (optional)
      </label>
      <div id={`${id}-hint`} className="field__hint">
        Take a photo or choose one, up to {MAX_PHOTOS}. Photos are made smaller on this phone and carry no location.
      </div>
      {message ? <FieldError id={`${id}-error`} message={message} /> : null}
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        disabled={photos.length >= MAX_PHOTOS}
        aria-describedby={message ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => {
          void add(event.target.files);
          event.target.value = '';
        }}
      />
      {photos.length ? (
        <ul className="photo-list" ref={listRef}>
          {photos.map((photo, index) => (
            <li key={photo.id} className="photo-list__item">
              <img src={photo.url} alt={`${index + 1} of ${photos.length} taken for this result`} />
              <Button
                variant="secondary"
                onClick={() => {
                  remove(photo, index);
                }}
              >
                Remove photo {index + 1}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.onerror = () => {
      reject(new Error('The photo could not be read'));
    };
    reader.readAsDataURL(blob);
  });
}
