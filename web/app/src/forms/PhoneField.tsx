import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { countries } from './countries.ts';
import { loose } from '../forms/messages.ts';

interface PhoneFieldProps {
  id: string;
  country: string;
  number: string;
  onCountryChange: (code: string) => void;
  onNumberChange: (number: string) => void;
  label: string;
  error?: string;
  required?: boolean;
}

/** A dial-code picker (by country) next to the number; the number is typed without the country code. */
export function PhoneField(props: PhoneFieldProps) {
  const { t } = useTranslation();
  const say = loose(t);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        select
        id={`${props.id}-country`}
        label={t('form.dialCode')}
        value={props.country}
        onChange={(event) => props.onCountryChange(event.target.value)}
        // A fixed basis: the dashboard theme makes every field full width on phones, which left no room for the number.
        sx={{ flex: '0 0 150px', maxWidth: 150 }}
        slotProps={{
          select: { renderValue: (code) => `${String(code)} ${countries.find((c) => c.code === code)?.dial ?? ''}` },
        }}
      >
        {countries.map((country) => (
          <MenuItem key={country.code} value={country.code}>
            <Box component="span" dir="ltr" sx={{ minWidth: 48, display: 'inline-block' }}>
              {country.dial}
            </Box>
            {say(`countries.${country.code}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id={props.id}
        name="phone"
        type="tel"
        label={props.label}
        value={props.number}
        required={props.required}
        onChange={(event) => props.onNumberChange(event.target.value)}
        error={Boolean(props.error)}
        helperText={props.error}
        autoComplete="tel-national"
        fullWidth
        sx={{ flex: '1 1 0', minWidth: 0 }}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
      />
    </Box>
  );
}
