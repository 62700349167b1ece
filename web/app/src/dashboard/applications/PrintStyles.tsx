import GlobalStyles from '@mui/material/GlobalStyles';

/** Printing the pipeline keeps the heading, the counters and the table; menus, filters and buttons go. */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '.print-only': { display: 'none' },
        '@media print': {
          '.no-print, header, .RaSidebar-root, .RaAppBar-root, .MuiDrawer-root': { display: 'none !important' },
          '.print-only': { display: 'block' },
          'body, .RaLayout-content': { background: '#fff !important' },
          '.RaLayout-appFrame': { marginTop: '0 !important' },
          table: { minWidth: '0 !important', fontSize: '10pt' },
          '.MuiTableContainer-root': { overflow: 'visible !important', border: 'none !important' },
        },
      }}
    />
  );
}
