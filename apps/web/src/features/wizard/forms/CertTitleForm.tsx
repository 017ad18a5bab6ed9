import type { CertTitle, YesNo } from '@consent/domain';
import { TextField } from '../../../ui/Field';
import { Checkbox, RadioGroup } from '../../../ui/RadioGroup';
import { defineFormScreen, type FieldsProps } from '../../../forms/defineFormScreen';

interface Values {
  has_cert: YesNo;
  request_ct: boolean;
  postcode: string;
}

/** Record of Title: its spec save names the request and postcode its own way and names the application (point 7). */
export default defineFormScreen(
  'recordOfTitle',
  {
    prefix: 'ct',
    // Its load answers the answers beside `result`, not under `data`.
    read: ({ result: _result, ...answers }) => answers as unknown as CertTitle,
    values: (saved): Values => ({
      has_cert: saved.has_cert,
      request_ct: saved.request_ct_from_council === 'y',
      postcode: saved.site_address_postcode,
    }),
    answers: (v): CertTitle => ({
      has_cert: v.has_cert,
      request_ct_from_council: v.request_ct ? 'y' : 'n',
      site_address_postcode: v.postcode.trim(),
    }),
    body: (a, mode, appId) => ({
      appId,
      has_cert: a.has_cert,
      request_ct: a.request_ct_from_council,
      postcode: a.site_address_postcode,
      validation_mode: mode,
    }),
  },
  CertTitleFields,
);

function CertTitleFields({ rhf, id }: FieldsProps<Values>) {
  const { errors } = rhf.formState;
  return (
    <>
      <RadioGroup
        id={id('has_cert')}
        legend="Do you have a copy of the record of title for the site?"
        hint="The record of title (certificate of title) shows who owns the land and any interests registered on it."
        input={rhf.register('has_cert')}
        value={rhf.watch('has_cert')}
        error={errors.has_cert?.message}
        options={[
          { value: 'yes', label: 'Yes' },
          {
            value: 'no',
            label: 'No',
            conditional: (
              <Checkbox
                id={id('request_ct')}
                label="Ask the council for a copy of the record of title"
                hint="The council may charge for the copy."
                input={rhf.register('request_ct')}
              />
            ),
          },
        ]}
      />
      <TextField
        id={id('postcode')}
        label="Postcode of the site (optional)"
        inputMode="numeric"
        autoComplete="postal-code"
        className="input--width-5"
        error={errors.postcode?.message}
        {...rhf.register('postcode', {
          onChange: (e: { target: { value: string } }) => {
            rhf.setValue('postcode', e.target.value.replace(/\D/g, ''));
          },
        })}
      />
    </>
  );
}
