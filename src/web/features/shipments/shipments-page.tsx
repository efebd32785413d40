// /admin/shipments: fulfilment. Ready to ship (paid orders without a shipment, booked in bulk),
// Booked (labels, manifest, cancelling before pickup), Action needed (failed deliveries and
// parcels back at the shop) and E-way bill limits (each state's, edited by the admin). The tab is in the address (?tab=booked) so a link can open it.
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { AdminPage } from '../../components/admin-page';
import { useActionNeeded } from './api/get-action-needed';
import { ActionNeededTab } from './components/action-needed-tab';
import { BookedTab } from './components/booked-tab';
import { QueueTab } from './components/queue-tab';
import { EwayLimitsTab } from './components/eway-limits-tab';

const TABS = [
  { key: 'ready', label: 'Ready to ship' },
  { key: 'booked', label: 'Booked' },
  { key: 'action', label: 'Action needed' },
  { key: 'eway', label: 'E-way bill limits' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

export default function ShipmentsPage() {
  const [params, setParams] = useSearchParams();
  const tab: TabKey = TABS.find((t) => t.key === params.get('tab'))?.key ?? 'ready';
  const failed = useActionNeeded();
  const waiting = failed.data?.Items.length ?? 0;
  return (
    <AdminPage title="Shipments">
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, value: TabKey) => setParams(value === 'ready' ? {} : { tab: value }, { replace: true })}
          variant="scrollable"
          aria-label="Shipments"
        >
          {TABS.map((t) => (
            <Tab
              key={t.key}
              value={t.key}
              label={t.key === 'action' && waiting > 0 ? `${t.label} (${waiting})` : t.label}
              id={`shipments-tab-${t.key}`}
              aria-controls={`shipments-panel-${t.key}`}
              sx={{ minHeight: 48 }}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`shipments-panel-${tab}`} aria-labelledby={`shipments-tab-${tab}`}>
        {tab === 'ready' ? <QueueTab /> : tab === 'booked' ? <BookedTab /> : tab === 'eway' ? <EwayLimitsTab /> : <ActionNeededTab />}
      </Box>
    </AdminPage>
  );
}
