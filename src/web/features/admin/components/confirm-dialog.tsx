// The admin screens ask before a deletion with the shop's shared dialog.
export { DeleteDialog as ConfirmDialog } from '../../../components/confirm-dialog';
