// Query keys of the users screen, under the admin screens' ['admin'].
export const userKeys = {
  list: (q: { page: number; pageSize: number }) => ['admin', 'users', q] as const,
};
