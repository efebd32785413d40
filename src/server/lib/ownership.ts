// Who may see what belongs to a user (docs/accounts-and-security.md): its owner, or an admin.
import { isAdmin } from '@shared/constants';
import type { AuthUser } from './tokens';

/** Whether `user` may see what belongs to the user `ownerId`: their own, or anyone's for an admin. */
export const maySee = (user: AuthUser, ownerId: string) => ownerId === user.id || isAdmin(user.roles);
