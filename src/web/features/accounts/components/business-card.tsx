import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { BusinessDetails } from '@shared/schemas/business';
import { SavedCard } from './saved-card';

/** A saved business: its GSTIN, legal name and registered address. */
export function BusinessCard({ business: b, onEdit, onDelete }: { business: BusinessDetails; onEdit: () => void; onDelete: () => void }) {
  return (
    <SavedCard
      label={`GSTIN ${b.Gstin}`}
      name={`GSTIN ${b.Gstin}`}
      chip={{ icon: <ReceiptLongOutlined />, label: b.Gstin, color: 'primary', sx: { letterSpacing: 0.3 } }}
      heading={b.LegalName}
      lines={[b.AddressLine1, b.AddressLine2, `${b.City}, ${b.State} - ${b.PinCode}`]}
      testId="business-card"
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}
