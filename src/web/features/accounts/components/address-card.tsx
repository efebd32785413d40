import Typography from '@mui/material/Typography';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import type { Address } from '@shared/schemas/accounts';
import { SavedCard } from './saved-card';

export function AddressCard({ address: a, onEdit, onDelete }: { address: Address; onEdit: () => void; onDelete: () => void }) {
  return (
    <SavedCard
      label={`Address ${a.AddressTitle}`}
      name={`address ${a.AddressTitle}`}
      chip={{ icon: <PlaceOutlined />, label: a.AddressTitle, color: 'secondary', sx: { maxWidth: '60%' } }}
      heading={`${a.FirstName} ${a.LastName}`}
      lines={[a.AddressLine1, a.AddressLine2, `${a.Taluk}, ${a.City}`, `${a.State} - ${a.PinCode}`]}
      footer={
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 'auto', pt: 0.5 }}>
          <PhoneOutlined sx={{ fontSize: 16, color: 'text.secondary' }} /> +91 {a.PhoneNumber}
        </Typography>
      }
      testId="address-card"
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}
