// The web app's links come from the shop's one table of pages (src/shared/paths.ts).
export { ADMIN_PAGES, href, PAGES, paths, type AdminPattern, type PagePattern, type ShopPattern } from '@shared/paths';
