import { Link as RouterLink } from 'react-router';
import { SHOP } from '@shared/constants';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../lib/paths';
import css from './not-found-page.module.css';

export default function NotFoundPage() {
  return (
    <div className={css.page}>
      <PageMeta title={`Page not found | ${SHOP.name}`} />
      <p className={css.code}>404</p>
      <h1 className={css.heading}>Page not found</h1>
      <p className={css.text}>The page you are looking for does not exist or has moved. Our headphones, speakers and more are just a click away.</p>
      <RouterLink to={paths.home} className={css.home}>
        Back to Home
      </RouterLink>
    </div>
  );
}
