import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export interface SettingsTab {
  value: string;
  label: string;
  render: () => ReactNode;
}

/** Tabs kept in the address (?tab=), so a tab can be linked to and survives a reload. */
export function SettingsTabs({ tabs, label }: { tabs: SettingsTab[]; label: string }) {
  const [params, setParams] = useSearchParams();
  const current = tabs.find((tab) => tab.value === params.get('tab')) ?? tabs[0];
  if (!current) return null;
  return (
    <>
      <Tabs
        value={current.value}
        onChange={(_, value: string) => setParams(value === tabs[0]?.value ? {} : { tab: value }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={label}
        sx={{ borderBlockEnd: 1, borderColor: 'divider', mb: 3 }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            id={`tab-${tab.value}`}
            aria-controls={`tabpanel-${tab.value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`tabpanel-${current.value}`} aria-labelledby={`tab-${current.value}`}>
        {current.render()}
      </Box>
    </>
  );
}
