import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAuth } from '../../../auth';
import { PageLoader } from '../../../components/page-loader';
import { SETTINGS_TEXT } from '../settings-texts';
import { PersonalInfoForm } from './personal-info-form';
import { ShippingInfoForm } from './shipping-info-form';
import { YourDataSection } from './your-data-section';

type SettingsTab = 'personal' | 'shipping';

/** /app/settings (product.md P12): two tabs, spinner until the user is loaded. */
export function SettingsPage() {
  const { user } = useAuth();
  const [tab, setTab] = useState<SettingsTab>('personal');
  if (!user) return <PageLoader />;

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h3" component="h1" sx={{ mb: 3 }}>
        {SETTINGS_TEXT.title}
      </Typography>
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>
        <Tabs
          value={tab}
          onChange={(_, value: SettingsTab) => setTab(value)}
          variant="fullWidth"
          aria-label="Settings sections"
          sx={{ mb: 3 }}
        >
          <Tab value="personal" label={SETTINGS_TEXT.personalTab} />
          <Tab value="shipping" label={SETTINGS_TEXT.shippingTab} />
        </Tabs>
        {tab === 'personal' ? <PersonalInfoForm user={user} /> : <ShippingInfoForm user={user} />}
      </Paper>
      <YourDataSection />
    </Box>
  );
}
