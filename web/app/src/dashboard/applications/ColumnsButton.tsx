import ViewColumn from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loose } from '../../forms/messages.ts';
import { optionalColumns, type ColumnChoice, type OptionalColumn } from './columns.ts';

/** "Columns": a menu of check boxes, one per optional column, and a way back to the defaults. */
export function ColumnsButton({ choice, hidden = [] }: { choice: ColumnChoice; hidden?: readonly OptionalColumn[] }) {
  const { t } = useTranslation();
  const say = loose(t);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumn />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'application-columns' : undefined}
        className="no-print"
      >
        {t('companyApplications.columns.button')}
      </Button>
      <Menu id="application-columns" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {optionalColumns
          .filter((column) => !hidden.includes(column))
          .map((column) => (
            <MenuItem
              key={column}
              role="menuitemcheckbox"
              aria-checked={choice.columns.has(column)}
              onClick={() => choice.toggle(column)}
              dense
            >
              <ListItemIcon>
                <Checkbox edge="start" size="small" checked={choice.columns.has(column)} tabIndex={-1} disableRipple />
              </ListItemIcon>
              <ListItemText>{say(`companyApplications.table.${column}`)}</ListItemText>
            </MenuItem>
          ))}
        <Divider />
        <MenuItem onClick={choice.reset} dense>
          {t('companyApplications.columns.reset')}
        </MenuItem>
      </Menu>
    </>
  );
}
