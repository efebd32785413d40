import { useVersionCheck } from './version-check';

export function VersionCheck() {
  useVersionCheck();
  return null;
}
