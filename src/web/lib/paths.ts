// The web app's links come from the shop's one table of pages (src/shared/paths.ts).
export { PAGES, paths } from '@shared/paths';
