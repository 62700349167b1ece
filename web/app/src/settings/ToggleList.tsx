import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';

interface Toggle {
  name: string;
  label: string;
  description?: string;
}

/** A list of labelled switches over a record of booleans. */
export function ToggleList<T extends Record<string, boolean>>({
  toggles,
  values,
  onChange,
  disabled,
}: {
  toggles: Toggle[];
  values: T;
  onChange: (next: T) => void;
  disabled?: boolean;
}) {
  return (
    <FormGroup sx={{ gap: 1 }}>
      {toggles.map((toggle) => (
        <FormControlLabel
          key={toggle.name}
          disabled={disabled}
          sx={{ alignItems: 'flex-start', marginInlineStart: 0, gap: 1 }}
          control={
            <Switch
              checked={Boolean(values[toggle.name])}
              onChange={(event) => onChange({ ...values, [toggle.name]: event.target.checked })}
              name={toggle.name}
            />
          }
          label={
            <Box sx={{ pt: 1 }}>
              <Typography>{toggle.label}</Typography>
              {toggle.description && (
                <Typography variant="body2" color="text.secondary">
                  {toggle.description}
                </Typography>
              )}
            </Box>
          }
        />
      ))}
    </FormGroup>
  );
}
