import { ADMIN_MESSAGES } from '@shared/schemas/admin-catalogue';
import { ConfirmDialog as Confirm, type ConfirmDialogProps } from '../../../components/confirm-dialog';

/** "Are you sure?" before a deletion on the admin screens, in their words unless told otherwise. */
export function ConfirmDialog({
  title = 'Are you sure?',
  text = "You won't be able to revert this!",
  confirmLabel = ADMIN_MESSAGES.confirmDelete,
  ...rest
}: Partial<Pick<ConfirmDialogProps, 'title' | 'text' | 'confirmLabel'>> & Omit<ConfirmDialogProps, 'title' | 'text' | 'confirmLabel'>) {
  return <Confirm {...rest} title={title} text={text} confirmLabel={confirmLabel} />;
}
