// What search engines read (docs/seo.md): the sitemap and robots.txt.
export { default as seoRoutes } from './seo.routes';
